/** A rejected action or input: a stable machine code (the UI translates it) and an English message. */
export interface RuleError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/** A value, or the reason there is none: every refusal in the rules and the engine has this shape. */
export type Outcome<T, Refusal> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Refusal };

export type Result<T, Code extends string = string> = Outcome<T, RuleError<Code>>;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<Code extends string>(
  code: Code,
  message: string,
): { ok: false; error: RuleError<Code> } {
  return { ok: false, error: { code, message } };
}
