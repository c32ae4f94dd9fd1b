/**
 * « de » before a player's name, elided as French writes it before a vowel or a mute h:
 * « la réserve de Bram », « la réserve d’Amélie », « d’Hugo ».
 */
export function ofName(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
}
