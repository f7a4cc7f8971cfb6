// The units editor's values (docs/domain.md, "Orders"): the serial and DDT of
// each unit as typed, and the changes they make, the API's body. Its checks
// are in serials-checks.ts, loaded when the form is first checked.

export const SERIAL_FIELDS = ['serialNumber', 'ddtNumber', 'ddtDate'] as const;
export type SerialField = (typeof SERIAL_FIELDS)[number];

export type UnitFacts = { id: number } & Record<SerialField, string | null>;
export type SerialsFormValues = { units: Record<string, Record<SerialField, string>> };
export type UnitChange = { unitId: number } & Partial<Record<SerialField, string | null>>;

/** Units are kept under `u<id>`: a bare number in a form path would make an array of them. */
export const unitKey = (unitId: number) => `u${unitId}`;

export function serialsDefaults(units: readonly UnitFacts[]): SerialsFormValues {
  return {
    units: Object.fromEntries(
      units.map((unit) => [unitKey(unit.id), { serialNumber: unit.serialNumber ?? '', ddtNumber: unit.ddtNumber ?? '', ddtDate: unit.ddtDate ?? '' }]),
    ),
  };
}

/** Only what changed is sent: per unit, each field whose text (trimmed, blank as null) differs from what the unit holds. */
export function serialChanges(units: readonly UnitFacts[], values: SerialsFormValues): UnitChange[] {
  return units.flatMap((unit) => {
    const cells = values.units[unitKey(unit.id)];
    if (!cells) return [];
    const change: Partial<Record<SerialField, string | null>> = {};
    for (const field of SERIAL_FIELDS) {
      // A cell not on the form (none for this unit) changes nothing.
      if (cells[field] === undefined) continue;
      const value = cells[field].trim() || null;
      if (value !== (unit[field] ?? null)) change[field] = value;
    }
    return Object.keys(change).length ? [{ unitId: unit.id, ...change }] : [];
  });
}

/** Where the API's `units.<n>.<field>` (n: the change's place in the body) is on the form; its unit id names the serial's cell. */
export function cellOf(changes: readonly UnitChange[], path: readonly PropertyKey[]): string | null {
  const [list, index, field] = path.map(String);
  const unitId = list === 'units' ? changes[Number(index)]?.unitId : undefined;
  if (unitId === undefined || field === undefined) return null;
  return `units.${unitKey(unitId)}.${field === 'unitId' ? 'serialNumber' : field}`;
}
