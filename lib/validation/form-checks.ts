import * as z from 'zod';

// Checks a form makes beyond one schema (values turned into the API's body,
// rules across fields), as the zod schema react-hook-form's zodResolver takes.

/** A refusal of one field: its path in the form's values and a message key. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** `check` reads the form's values and answers what the form hands on (the API's body), or the issues by the form's field paths. */
export function formChecks<Input, Output>(check: (input: Input) => Promise<{ data: Output } | { issues: readonly FieldIssue[] }>) {
  return z.custom<Input>().transform(async (input, ctx): Promise<Output> => {
    const result = await check(input);
    if ('data' in result) return result.data;
    for (const issue of result.issues) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    return z.NEVER;
  });
}
