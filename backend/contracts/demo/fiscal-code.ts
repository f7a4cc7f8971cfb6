// Italian personal fiscal codes for demo signers, with the real check
// character, so demo data passes stricter validators than SPEC §5's pattern.

const VOWELS = /[AEIOU]/;
const MONTHS = 'ABCDEHLMPRST';
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

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

/** Value of a character at an odd (1st, 3rd…) or even position of the check algorithm. */
function value(ch: string, odd: boolean): number {
  const index = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  return odd ? ODD[index]! : index;
}

export function fiscalCode(person: { name: string; surname: string; birthDate: string; female: boolean; belfiore: string }): string {
  const [year, month, day] = person.birthDate.split('-').map(Number) as [number, number, number];
  const dayPart = String(day + (person.female ? 40 : 0)).padStart(2, '0');
  const body = `${surnamePart(person.surname)}${namePart(person.name)}${String(year % 100).padStart(2, '0')}${MONTHS[month - 1]}${dayPart}${person.belfiore}`;
  const sum = [...body].reduce((acc, ch, i) => acc + value(ch, i % 2 === 0), 0);
  return body + String.fromCharCode(65 + (sum % 26));
}
