'use client';

import { MenuRadioGroup, MenuRadioItem } from '../ui/menu-radix';

export interface SwitcherAgency {
  id: number;
  name: string;
}

export interface AgencyChoicesProps {
  agencies: SwitcherAgency[];
  currentId: number;
  onChoose: (agencyId: number) => void;
}

// The agencies of 'Cambia agenzia', loaded with the menu the first time it opens (agency-switcher.tsx).
export function AgencyChoices({ agencies, currentId, onChoose }: AgencyChoicesProps) {
  return (
    <MenuRadioGroup value={String(currentId)} onValueChange={(value) => onChoose(Number(value))}>
      {agencies.map((agency) => (
        <MenuRadioItem key={agency.id} value={String(agency.id)}>
          {agency.name}
        </MenuRadioItem>
      ))}
    </MenuRadioGroup>
  );
}
