// The embedded company-credit registry (company_registry): fictitious Italian
// companies with valid partite IVA, varied solidity and age, and some fields
// missing on purpose, so the lookup's "missing fields" path shows in the demo.
import type { CompanyCreditRecord } from '../../adapters/company-credit/types';
import { partitaIva } from './check-digits';

type Row = [
  name: string,
  vat10: string,
  city: string,
  province: string,
  cap: string,
  address: string,
  type: string,
  employees: number | null,
  incorporated: string | null,
  solidity: number | null,
];

const ROWS: readonly Row[] = [
  ['Rossi Forniture Srl', '0483521015', 'Milano', 'MI', '20124', 'Via Vittor Pisani 16', 'SRL', 24, '2009-03-17', 78],
  ['Bianchi Impianti Snc', '0219874016', 'Bergamo', 'BG', '24122', 'Via Tiraboschi 41', 'SNC', 9, '2001-06-04', 64],
  ['Ferri Studio Dentistico Associato', '0357712016', 'Bergamo', 'BG', '24121', 'Viale Papa Giovanni XXIII 88', 'STP', 14, '2012-10-01', 82],
  ['Casa Sabauda Immobiliare Srl', '1102345001', 'Torino', 'TO', '10121', 'Corso Vittorio Emanuele II 62', 'SRL', 11, '2015-02-23', 71],
  ['Logistica Scaligera SpA', '0395560023', 'Verona', 'VR', '37135', 'Via Belgio 12', 'SPA', 210, '1998-09-15', 88],
  ['Studio Esposito Commercialisti', '0781234063', 'Napoli', 'NA', '80133', 'Via Medina 40', 'STP', 18, '2004-05-11', 75],
  ['Trattoria da Gino di Gino Marchetti', '0612398048', 'Firenze', 'FI', '50122', 'Via dei Neri 5', 'DI', 6, '2019-07-01', 47],
  ['Officine Meccaniche Lombarde Srl', '0298765017', 'Brescia', 'BS', '25124', 'Via Triumplina 183', 'SRL', 57, '1987-11-30', 69],
  ['Farmacia San Marco Sas', '0456781027', 'Venezia', 'VE', '30124', 'Calle Larga San Marco 410', 'SAS', 8, '1995-04-18', 80],
  ['Agricola Colline Senesi Ss', '0134567052', 'Siena', 'SI', '53100', 'Strada di Vico Alto 3', 'SS', 12, '2003-03-03', 58],
  ['Cooperativa Sociale Il Ponte', '0823456072', 'Bari', 'BA', '70122', 'Via Sparano da Bari 102', 'COOP', 46, '2008-12-09', 52],
  ['Tecnoservizi Adriatica Srls', '0276543042', 'Ancona', 'AN', '60121', 'Corso Garibaldi 79', 'SRLS', 3, '2024-10-14', 38],
  ['Hotel Miramare di Riva Srl', '0199887022', 'Riva del Garda', 'TN', '38066', 'Viale Rovereto 54', 'SRL', 33, '1979-05-26', 73],
  ['Consorzio Artigiani Emiliani', '0345678037', 'Bologna', 'BO', '40121', 'Via dell’Indipendenza 30', 'CONS', 4, '2011-01-20', 61],
  ['Avv. Giulia Romano', '0923456071', 'Palermo', 'PA', '90133', 'Via Roma 289', 'LP', 1, '2016-09-12', 55],
  ['Elettronica Partenopea Srl', '0667788063', 'Napoli', 'NA', '80142', 'Corso Garibaldi 356', 'SRL', 21, '2021-02-02', 44],
  ['Associazione Culturale Teatro Aperto', '0944332058', 'Roma', 'RM', '00186', 'Via dei Coronari 118', 'ASSOC', 7, '2010-06-30', 35],
  ['Costruzioni Sarde SpA', '0155667092', 'Cagliari', 'CA', '09124', 'Via Roma 75', 'SPA', 142, '1992-10-05', 66],
  ['Ottica Visconti Snc', '0712233015', 'Milano', 'MI', '20123', 'Corso Magenta 27', 'SNC', 5, '2006-08-22', 70],
  ['Pasticceria Dolce Liguria Sas', '0388776010', 'Genova', 'GE', '16121', 'Via XX Settembre 141', 'SAS', 10, '2018-03-15', 59],
  ['Comune di Valdobbiadene', '0026684026', 'Valdobbiadene', 'TV', '31049', 'Piazza Marconi 1', 'ENTE', 48, null, 90],
  ['Nuova Stamperia Veneta Srl', '0499001028', 'Padova', 'PD', '35131', 'Via Venezia 59', 'SRL', null, '2013-04-08', null],
  ['Gelateria Polare di Sara Conti', '0577120054', 'Perugia', 'PG', '06121', 'Corso Vannucci 12', 'DI', null, null, 41],
  ['Logos Traduzioni Srls', '1203456015', 'Milano', 'MI', '20135', 'Viale Umbria 36', 'SRLS', 2, '2025-06-03', 28],
  ['Autotrasporti Fratelli Greco Snc', '0866554080', 'Reggio Calabria', 'RC', '89127', 'Via Marina Alta 9', 'SNC', 15, '1999-02-11', 49],
];

/** Which optional fields each demo company lacks, keyed by its 10-digit stem. */
const MISSING: Readonly<Record<string, ReadonlyArray<keyof CompanyCreditRecord>>> = {
  '0499001028': ['pec', 'phone', 'email'],
  '0577120054': ['pec', 'fiscalCode', 'address'],
  '0944332058': ['pec'],
  '1203456015': ['phone'],
  '0026684026': ['businessTypeCode'],
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

export const DEMO_REGISTRY: readonly CompanyCreditRecord[] = ROWS.map(
  ([name, vat10, city, province, cap, address, type, employees, incorporated, solidity], i) => {
    const vatNumber = partitaIva(vat10);
    const record: CompanyCreditRecord = {
      vatNumber,
      name,
      fiscalCode: vatNumber,
      pec: `${slug(name)}@pec.it`,
      address,
      postalCode: cap,
      municipality: city,
      province,
      phone: `0${String(2 + (i % 8))}${String(4_000_000 + i * 137_911).slice(0, 7)}`,
      email: `info@${slug(name)}.it`,
      employees,
      businessTypeCode: type,
      incorporationDate: incorporated,
      companySolidity: solidity,
    };
    for (const field of MISSING[vat10] ?? []) (record as Record<string, unknown>)[field] = null;
    return record;
  },
);
