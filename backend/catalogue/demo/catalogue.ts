// The demo catalogue of DESIGN §9: four families, 23 models of real brands
// with plausible part numbers, every warehouse status in use, and the
// accessories sold with each model. Prices are list prices in EUR, VAT excluded.
import type { ModelCategory, WarehouseStatus } from '../../../lib/domain/catalogue';

export interface DemoFamily {
  name: string;
  slug: string;
  category: ModelCategory;
  sortOrder: number;
}

export const DEMO_FAMILIES: readonly DemoFamily[] = [
  { name: 'Smartphone', slug: 'smartphone', category: 'smartphone', sortOrder: 1 },
  { name: 'Tablet', slug: 'tablet', category: 'tablet', sortOrder: 2 },
  { name: 'Notebook', slug: 'notebook', category: 'notebook', sortOrder: 3 },
  { name: 'Fotocamere', slug: 'fotocamere', category: 'camera', sortOrder: 4 },
];

export interface DemoAccessory {
  partNumber: string;
  name: string;
  price: number;
}

export const DEMO_ACCESSORIES: readonly DemoAccessory[] = [
  { partNumber: 'MW2G3ZM/A', name: 'Alimentatore Apple USB-C 20W', price: 19.9 },
  { partNumber: 'MYYX3ZM/A', name: 'Custodia in silicone MagSafe per iPhone 16', price: 49 },
  { partNumber: 'EP-T2510NBEGEU', name: 'Caricabatterie Samsung 25W USB-C', price: 19.9 },
  { partNumber: 'EF-PS931CBEGWW', name: 'Cover Samsung Silicone Galaxy S25', price: 29.9 },
  { partNumber: 'PNL-TEMP-UNI', name: 'Pellicola in vetro temperato', price: 12.9 },
  { partNumber: 'GA05737-EU', name: 'Caricabatterie Google 30W USB-C', price: 25 },
  { partNumber: 'MUWA3ZM/A', name: 'Apple Pencil (USB-C)', price: 79 },
  { partNumber: 'MWR43T/A', name: 'Magic Keyboard per iPad Air 11"', price: 289 },
  { partNumber: 'EF-BX520PBEGWW', name: 'Book Cover Samsung Galaxy Tab S10 FE', price: 59.9 },
  { partNumber: 'ZG38C05190', name: 'Lenovo Tab Pen Plus', price: 49.9 },
  { partNumber: '40AY0090EU', name: 'Lenovo ThinkPad Universal USB-C Dock', price: 189 },
  { partNumber: '910-006825', name: 'Mouse wireless Logitech M705', price: 39.9 },
  { partNumber: 'TBB572GL', name: 'Zaino Targus 15.6" CitySmart', price: 54.9 },
  { partNumber: '5TW10AA', name: 'HP USB-C Dock G5', price: 199 },
  { partNumber: 'MW2K3ZM/A', name: 'Alimentatore Apple USB-C 70W', price: 65 },
  { partNumber: 'DELL-WD22TB4', name: 'Dell Thunderbolt Dock WD22TB4', price: 249 },
  { partNumber: 'VFB12904', name: 'Batteria Nikon EN-EL15c', price: 89 },
  { partNumber: 'SDSDXXD-128G-GN4IN', name: 'SanDisk Extreme PRO SDXC 128GB', price: 39.9 },
  { partNumber: 'MKBFRTA4-BH', name: 'Treppiede Manfrotto Befree Advanced', price: 189 },
  { partNumber: 'LP37347-PWW', name: 'Zaino fotografico Lowepro ProTactic 350 AW II', price: 169 },
  { partNumber: '4132C002', name: 'Batteria Canon LP-E6NH', price: 85 },
  { partNumber: 'NPFZ100.CE', name: 'Batteria Sony NP-FZ100', price: 79 },
  { partNumber: '16651503', name: 'Batteria Fujifilm NP-W235', price: 79 },
];

export interface DemoModel {
  family: string;
  brand: string;
  name: string;
  partNumber: string;
  /** first 12 digits; the check digit is computed */
  ean12: string;
  iceCatId: string | null;
  hasS3Data: boolean;
  warehouseStatus: WarehouseStatus;
  listPrice: number;
  flexEligible: boolean;
  accessories: readonly string[];
  /** a few key specifications, used for the demo product content and S3 data */
  specs: Readonly<Record<string, string>>;
}

const phone = { family: 'Smartphone' } as const;
const tablet = { family: 'Tablet' } as const;
const notebook = { family: 'Notebook' } as const;
const camera = { family: 'Fotocamere' } as const;

export const DEMO_MODELS: readonly DemoModel[] = [
  { ...phone, brand: 'Apple', name: 'iPhone 16 128GB Nero', partNumber: 'MYE73QL/A', ean12: '019594982174', iceCatId: '104339201', hasS3Data: true, warehouseStatus: 'available', listPrice: 819, flexEligible: true, accessories: ['MW2G3ZM/A', 'MYYX3ZM/A', 'PNL-TEMP-UNI'], specs: { Display: '6,1" Super Retina XDR', Memoria: '128 GB', Chip: 'A18' } },
  { ...phone, brand: 'Apple', name: 'iPhone 16 Pro 256GB Titanio naturale', partNumber: 'MYNL3QL/A', ean12: '019594982453', iceCatId: '104339433', hasS3Data: true, warehouseStatus: 'incoming', listPrice: 1139, flexEligible: true, accessories: ['MW2G3ZM/A', 'PNL-TEMP-UNI'], specs: { Display: '6,3" Super Retina XDR', Memoria: '256 GB', Chip: 'A18 Pro' } },
  { ...phone, brand: 'Samsung', name: 'Galaxy S25 128GB Navy', partNumber: 'SM-S931BZKDEUE', ean12: '880609452841', iceCatId: '106120545', hasS3Data: false, warehouseStatus: 'available', listPrice: 749, flexEligible: true, accessories: ['EP-T2510NBEGEU', 'EF-PS931CBEGWW', 'PNL-TEMP-UNI'], specs: { Display: '6,2" Dynamic AMOLED 2X', Memoria: '128 GB', Processore: 'Snapdragon 8 Elite' } },
  { ...phone, brand: 'Samsung', name: 'Galaxy A56 5G 128GB Graphite', partNumber: 'SM-A566BZKAEUE', ean12: '880609462101', iceCatId: null, hasS3Data: false, warehouseStatus: 'callForAvailability', listPrice: 399, flexEligible: false, accessories: ['EP-T2510NBEGEU', 'PNL-TEMP-UNI'], specs: { Display: '6,7" Super AMOLED', Memoria: '128 GB' } },
  { ...phone, brand: 'Google', name: 'Pixel 9 128GB Obsidian', partNumber: 'GA05843-GB', ean12: '084034404752', iceCatId: '103955871', hasS3Data: false, warehouseStatus: 'notAvailable', listPrice: 729, flexEligible: true, accessories: ['GA05737-EU', 'PNL-TEMP-UNI'], specs: { Display: '6,3" Actua', Memoria: '128 GB', Chip: 'Tensor G4' } },
  { ...phone, brand: 'Xiaomi', name: 'Redmi Note 14 Pro 5G 256GB', partNumber: 'MZB0J9XEU', ean12: '694114152370', iceCatId: null, hasS3Data: false, warehouseStatus: 'notSpecified', listPrice: 349, flexEligible: false, accessories: ['PNL-TEMP-UNI'], specs: { Display: '6,67" AMOLED', Memoria: '256 GB' } },
  { ...phone, brand: 'Samsung', name: 'Galaxy XCover7 Pro Enterprise Edition', partNumber: 'SM-G766BZKDEEE', ean12: '880609471215', iceCatId: null, hasS3Data: true, warehouseStatus: 'available', listPrice: 529, flexEligible: true, accessories: ['EP-T2510NBEGEU'], specs: { Display: '6,6" TFT', Protezione: 'IP68, MIL-STD-810H' } },
  { ...tablet, brand: 'Apple', name: 'iPad Air 11" M2 Wi-Fi 128GB Grigio siderale', partNumber: 'MUWC3TY/A', ean12: '019594960523', iceCatId: '102985117', hasS3Data: true, warehouseStatus: 'available', listPrice: 699, flexEligible: true, accessories: ['MUWA3ZM/A', 'MWR43T/A', 'MW2G3ZM/A'], specs: { Display: '11" Liquid Retina', Memoria: '128 GB', Chip: 'M2' } },
  { ...tablet, brand: 'Apple', name: 'iPad 10,9" Wi-Fi 64GB Argento', partNumber: 'MPQ03TY/A', ean12: '019425370524', iceCatId: '100431112', hasS3Data: false, warehouseStatus: 'incoming', listPrice: 409, flexEligible: true, accessories: ['MUWA3ZM/A', 'MW2G3ZM/A'], specs: { Display: '10,9" Liquid Retina', Memoria: '64 GB' } },
  { ...tablet, brand: 'Samsung', name: 'Galaxy Tab S10 FE Wi-Fi 128GB', partNumber: 'SM-X520NZAAEUE', ean12: '880609473391', iceCatId: '106702334', hasS3Data: false, warehouseStatus: 'available', listPrice: 529, flexEligible: true, accessories: ['EF-BX520PBEGWW', 'EP-T2510NBEGEU'], specs: { Display: '10,9" LCD 90 Hz', Memoria: '128 GB' } },
  { ...tablet, brand: 'Lenovo', name: 'Tab P12 Wi-Fi 128GB Storm Grey', partNumber: 'ZACH0112SE', ean12: '019681152401', iceCatId: null, hasS3Data: false, warehouseStatus: 'notAvailable', listPrice: 349, flexEligible: false, accessories: ['ZG38C05190'], specs: { Display: '12,7" 3K', Memoria: '128 GB' } },
  { ...tablet, brand: 'Samsung', name: 'Galaxy Tab Active5 5G Enterprise Edition', partNumber: 'SM-X306BZGAEEE', ean12: '880609452117', iceCatId: null, hasS3Data: true, warehouseStatus: 'callForAvailability', listPrice: 639, flexEligible: true, accessories: ['EP-T2510NBEGEU'], specs: { Display: '8" WUXGA', Protezione: 'IP68, MIL-STD-810H' } },
  { ...notebook, brand: 'Apple', name: 'MacBook Air 13" M3 8-core 16GB 256GB', partNumber: 'MC8K4T/A', ean12: '019594983315', iceCatId: '104500611', hasS3Data: true, warehouseStatus: 'available', listPrice: 1249, flexEligible: true, accessories: ['MW2K3ZM/A', '910-006825', 'TBB572GL'], specs: { Display: '13,6" Liquid Retina', RAM: '16 GB', SSD: '256 GB', Chip: 'M3' } },
  { ...notebook, brand: 'Lenovo', name: 'ThinkPad E14 Gen 6 Intel Core Ultra 5 16GB 512GB', partNumber: '21M7002LIX', ean12: '019681175260', iceCatId: '104027758', hasS3Data: false, warehouseStatus: 'available', listPrice: 899, flexEligible: true, accessories: ['40AY0090EU', '910-006825', 'TBB572GL'], specs: { Display: '14" WUXGA IPS', RAM: '16 GB', SSD: '512 GB' } },
  { ...notebook, brand: 'HP', name: 'ProBook 450 G10 i5-1335U 16GB 512GB', partNumber: '85B04EA', ean12: '019681168431', iceCatId: '101512984', hasS3Data: false, warehouseStatus: 'incoming', listPrice: 829, flexEligible: false, accessories: ['5TW10AA', '910-006825', 'TBB572GL'], specs: { Display: '15,6" FHD', RAM: '16 GB', SSD: '512 GB' } },
  { ...notebook, brand: 'Dell', name: 'Latitude 5550 Core Ultra 7 16GB 512GB', partNumber: 'N007L555015EMEA', ean12: '588406511202', iceCatId: null, hasS3Data: true, warehouseStatus: 'callForAvailability', listPrice: 1399, flexEligible: true, accessories: ['DELL-WD22TB4', '910-006825', 'TBB572GL'], specs: { Display: '15,6" FHD', RAM: '16 GB', SSD: '512 GB' } },
  { ...notebook, brand: 'ASUS', name: 'ExpertBook B1 B1502CVA i5-1335U 16GB 512GB', partNumber: 'B1502CVA-NJ1073X', ean12: '471146891731', iceCatId: null, hasS3Data: false, warehouseStatus: 'notSpecified', listPrice: 729, flexEligible: false, accessories: ['910-006825', 'TBB572GL'], specs: { Display: '15,6" FHD', RAM: '16 GB', SSD: '512 GB' } },
  { ...notebook, brand: 'Microsoft', name: 'Surface Laptop 7 13,8" Snapdragon X Plus 16GB 512GB', partNumber: 'ZGJ-00008', ean12: '019678916225', iceCatId: '104106233', hasS3Data: false, warehouseStatus: 'notAvailable', listPrice: 1349, flexEligible: true, accessories: ['910-006825'], specs: { Display: '13,8" PixelSense', RAM: '16 GB', SSD: '512 GB' } },
  { ...camera, brand: 'Nikon', name: 'Z6III corpo', partNumber: 'VOA120AE', ean12: '496024844883', iceCatId: '103786502', hasS3Data: true, warehouseStatus: 'available', listPrice: 2599, flexEligible: false, accessories: ['VFB12904', 'SDSDXXD-128G-GN4IN', 'MKBFRTA4-BH', 'LP37347-PWW'], specs: { Sensore: 'Full frame 24,5 MP', Video: '6K RAW' } },
  { ...camera, brand: 'Nikon', name: 'Z50II + NIKKOR Z DX 16-50mm', partNumber: 'VOA130K001', ean12: '496024845118', iceCatId: '105234519', hasS3Data: false, warehouseStatus: 'incoming', listPrice: 1149, flexEligible: true, accessories: ['SDSDXXD-128G-GN4IN', 'LP37347-PWW'], specs: { Sensore: 'APS-C 20,9 MP', Obiettivo: '16-50 mm' } },
  { ...camera, brand: 'Canon', name: 'EOS R6 Mark II corpo', partNumber: '5666C003', ean12: '454954913942', iceCatId: '100934215', hasS3Data: false, warehouseStatus: 'callForAvailability', listPrice: 2599, flexEligible: false, accessories: ['4132C002', 'SDSDXXD-128G-GN4IN', 'MKBFRTA4-BH'], specs: { Sensore: 'Full frame 24,2 MP', Raffica: '40 fps' } },
  { ...camera, brand: 'Sony', name: 'Alpha 7 IV corpo', partNumber: 'ILCE7M4B.CEC', ean12: '454854809370', iceCatId: '90146133', hasS3Data: true, warehouseStatus: 'notAvailable', listPrice: 2499, flexEligible: false, accessories: ['NPFZ100.CE', 'SDSDXXD-128G-GN4IN', 'LP37347-PWW'], specs: { Sensore: 'Full frame 33 MP', Video: '4K 60p' } },
  { ...camera, brand: 'Fujifilm', name: 'X-T5 corpo Nero', partNumber: '16782301', ean12: '407464103254', iceCatId: null, hasS3Data: false, warehouseStatus: 'notSpecified', listPrice: 1799, flexEligible: false, accessories: ['16651503', 'SDSDXXD-128G-GN4IN'], specs: { Sensore: 'APS-C 40,2 MP', Stabilizzazione: 'IBIS 7 stop' } },
];
