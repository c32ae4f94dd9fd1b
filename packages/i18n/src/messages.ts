// The shape of a catalogue, shared by the app's and the command line's: a text, or a function that builds
// one from its parameters.

// biome-ignore lint/suspicious/noExplicitAny: parameters differ per message.
export type Message = string | ((params: any) => string);
export type Messages = Record<string, Message>;

/** Another language's catalogue: the same keys, each a string or a function taking the same parameters. */
export type Translation<T extends Messages> = {
  [K in keyof T]: T[K] extends string ? string : T[K];
};
