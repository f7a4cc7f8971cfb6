import type { WarrantyTicketFields } from '../../core/schemas/tickets';
import type { AddressPrefill } from './prefill';

// The extended-warranty form's values; its checks (the API's own field schema
// and the questionnaire rule) are in warranty-checks.ts, loaded when the form
// is first checked.

export interface WarrantyQuestionView {
  id: number;
  text: string;
  kind: 'yesNo' | 'text';
  required: boolean;
}

/** Answers are kept under `q<id>`: a bare number in a form path would make an array of them. */
export type WarrantyFormValues = { [K in keyof WarrantyTicketFields]-?: string } & { answers: Record<string, string> };
export type WarrantyFormOutput = WarrantyTicketFields & { answers: Record<string, string> };

export const answerKey = (questionId: number) => `q${questionId}`;

export function warrantyFormDefaults(prefill: AddressPrefill, questions: readonly WarrantyQuestionView[]): WarrantyFormValues {
  return {
    descrizioneGuasto: '',
    indirizzo: prefill.via,
    comune: prefill.citta,
    provincia: prefill.provincia,
    cap: prefill.cap,
    cellulare: prefill.cellulare,
    email: prefill.email,
    answers: Object.fromEntries(questions.map((q) => [answerKey(q.id), ''])),
  };
}
