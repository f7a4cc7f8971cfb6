// Demo signers: Italian legal representatives and attorneys with plausible
// birth places, documents and valid fiscal codes, picked by index so every
// seed produces the same people.
import { fiscalCode } from './fiscal-code';

const PEOPLE = [
  ['Mario', 'Rossi', false],
  ['Giulia', 'Bianchi', true],
  ['Luca', 'Ferri', false],
  ['Francesca', 'Esposito', true],
  ['Alessandro', 'Romano', false],
  ['Chiara', 'Colombo', true],
  ['Marco', 'Ricci', false],
  ['Sara', 'Marino', true],
  ['Giovanni', 'Greco', false],
  ['Elena', 'Bruno', true],
  ['Davide', 'Gallo', false],
  ['Martina', 'Conti', true],
  ['Paolo', 'De Luca', false],
  ['Valentina', 'Mancini', true],
  ['Stefano', 'Costa', false],
  ['Laura', 'Giordano', true],
  ['Andrea', 'Rizzo', false],
  ['Federica', 'Lombardi', true],
  ['Matteo', 'Moretti', false],
  ['Anna', 'Barbieri', true],
] as const;

/** Belfiore codes of the birth places used (land registry codes in fiscal codes). */
const TOWNS = [
  { town: 'Milano', province: 'MI', belfiore: 'F205' },
  { town: 'Roma', province: 'RM', belfiore: 'H501' },
  { town: 'Torino', province: 'TO', belfiore: 'L219' },
  { town: 'Napoli', province: 'NA', belfiore: 'F839' },
  { town: 'Bergamo', province: 'BG', belfiore: 'A794' },
  { town: 'Firenze', province: 'FI', belfiore: 'D612' },
  { town: 'Bologna', province: 'BO', belfiore: 'A944' },
] as const;

const ROLES = ['Legale rappresentante', 'Amministratore unico', 'Procuratore', 'Socio amministratore'];
const DOCUMENTS = ["Carta d'identità", 'Passaporto', 'Patente di guida'];

export interface DemoSigner {
  name: string;
  surname: string;
  role: string;
  fiscalCode: string;
  birthDate: string;
  country: string;
  province: string;
  town: string;
  documentType: string;
  documentNumber: string;
}

export function demoSigner(index: number): DemoSigner {
  const [name, surname, female] = PEOPLE[index % PEOPLE.length]!;
  const place = TOWNS[index % TOWNS.length]!;
  const year = 1958 + ((index * 7) % 35);
  const birthDate = `${year}-${String(1 + ((index * 5) % 12)).padStart(2, '0')}-${String(1 + ((index * 11) % 28)).padStart(2, '0')}`;
  return {
    name,
    surname,
    role: ROLES[index % ROLES.length]!,
    fiscalCode: fiscalCode({ name, surname, birthDate, female, belfiore: place.belfiore }),
    birthDate,
    country: 'Italia',
    province: place.province,
    town: place.town,
    documentType: DOCUMENTS[index % DOCUMENTS.length]!,
    documentNumber: `CA${String(10_000 + index * 7919).slice(-5)}${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + ((index * 3) % 26))}`,
  };
}
