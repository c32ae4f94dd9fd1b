// Names that only say which seat they are: a person's default ("Player 3") or a computer's ("Computer 2"),
// in any of the app's languages. Games written before names were made at display time stored them in
// the language of the day; they name no one, so they are neither remembered nor offered as a person.
const DEFAULT_PERSON = /^(?:Player|Speler|Spieler|Jogador|Joueur|Igrač|Играч)\s+(\d+)$/u;
const DEFAULT_COMPUTER = /^(?:Computer|Computador|Ordinateur|Računalo|Računar|Рачунар|Рачунало)(?:\s+\d+)?$/u;

/** The seat number (from 1) a person's default name carries, if the name is one. */
export function defaultSeatNumber(name: string): number | undefined {
  const match = DEFAULT_PERSON.exec(name.trim());
  return match ? Number(match[1]) : undefined;
}

/** Whether a stored name is only a seat's default name (a person's or a computer's), in any language. */
export function isDefaultName(name: string): boolean {
  const typed = name.trim();
  return typed === '' || DEFAULT_PERSON.test(typed) || DEFAULT_COMPUTER.test(typed);
}

/** Whether a stored name is a computer's default name ("Computer 2"), in any language. */
export const isComputerDefault = (name: string): boolean => DEFAULT_COMPUTER.test(name.trim());
