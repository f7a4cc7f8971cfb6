// Italian personal fiscal codes for demo signers, with the real check
// character the API checks.
import { fiscalCodeCheckChar } from '../../../core/validation/italian-codes';

const VOWELS = /[AEIOU]/;
const MONTHS = 'ABCDEHLMPRST';

function letters(word: string): { consonants: string; vowels: string } {
  const upper = word.toUpperCase().replace(/[^A-Z]/g, '');
  return { consonants: [...upper].filter((c) => !VOWELS.test(c)).join(''), vowels: [...upper].filter((c) => VOWELS.test(c)).join('') };
}

function surnamePart(surname: string): string {
  const { consonants, vowels } = letters(surname);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function namePart(name: string): string {
  const { consonants, vowels } = letters(name);
  if (consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

export function fiscalCode(person: { name: string; surname: string; birthDate: string; female: boolean; belfiore: string }): string {
  const [year, month, day] = person.birthDate.split('-').map(Number) as [number, number, number];
  const dayPart = String(day + (person.female ? 40 : 0)).padStart(2, '0');
  const body = `${surnamePart(person.surname)}${namePart(person.name)}${String(year % 100).padStart(2, '0')}${MONTHS[month - 1]}${dayPart}${person.belfiore}`;
  return body + fiscalCodeCheckChar(body);
}
