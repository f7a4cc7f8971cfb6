// Catalogue ids of the seeded demo data that pricing tests build carts from.
import { eq } from 'drizzle-orm';
import { accessories, productModels } from '@/backend/db/schema';
import type { CatalogueApp } from '../catalogue/setup';

export async function demoIds(t: CatalogueApp) {
  const model = async (partNumber: string) =>
    (await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.partNumber, partNumber)))[0]!.id;
  const accessory = async (partNumber: string) =>
    (await t.db.select({ id: accessories.id }).from(accessories).where(eq(accessories.partNumber, partNumber)))[0]!.id;
  return {
    iphone: await model('MYE73QL/A'), // 819, flex
    galaxyA56: await model('SM-A566BZKAEUE'), // 399, not flex
    thinkpad: await model('21M7002LIX'), // 899, notebook
    nikonZ6: await model('VOA120AE'), // 2,599, camera
    charger: await accessory('MW2G3ZM/A'), // 19.90, with the iPhone
    iphoneCase: await accessory('MYYX3ZM/A'), // 49, with the iPhone
    dock: await accessory('40AY0090EU'), // 189, with the ThinkPad
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;
