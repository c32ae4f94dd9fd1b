import { plural } from '../i18n/format.ts';
import { translate } from '../i18n/i18n.ts';
import type { BackedUp, Count, en, Restored, Usage } from './messages.en.ts';

translate<typeof en>('backup', 'nl', {
  storageTitle: 'Je bewaarde spellen',
  persistent: 'Blijvend bewaard: de browser heeft beloofd de spellen van Dicetable niet te wissen.',
  notPersistent:
    'Niet blijvend bewaard: als het apparaat ruimte tekortkomt, kan de browser de spellen van Dicetable wissen. Maak af en toe een back-up.',
  persistUnknown:
    'Deze browser kan niet beloven de spellen van Dicetable te bewaren. Maak af en toe een back-up.',
  askPersist: 'Vraag de browser ze te bewaren',
  persistGranted: 'De browser bewaart de spellen van Dicetable.',
  persistRefused:
    'De browser beloofde niet ze te bewaren (browsers kijken hoeveel een site gebruikt wordt; een geïnstalleerde app wordt vaker bewaard). Maak af en toe een back-up.',
  usage: ({ used, quota }: Usage) => `${used} gebruikt van de ${quota} die deze browser toestaat.`,
  usageUnknown: 'Deze browser zegt niet hoeveel ruimte Dicetable gebruikt.',
  backUp: 'Back-up van alles maken',
  backUpBlurb: 'Eén bestand met elk spel, de geschiedenis, de spelers en de instellingen.',
  backedUp: ({ games, players }: BackedUp) => `Back-up van ${games} en ${players} in één bestand gemaakt.`,
  games: ({ count, n }: Count) => plural('nl', n, { one: `${count} spel`, other: `${count} spellen` }),
  players: ({ count, n }: Count) => plural('nl', n, { one: `${count} speler`, other: `${count} spelers` }),
  restore: 'Back-up terugzetten',
  restoreBlurb:
    'Voegt toe wat hier ontbreekt: spellen, spelers en instellingen. Niets op dit apparaat wordt gewist of overschreven.',
  restored: ({ added, beside, here, players }: Restored) =>
    `Teruggezet. Spellen toegevoegd: ${added}; naast een afwijkende versie hier toegevoegd: ${beside}; stonden er al: ${here}. Spelers toegevoegd: ${players}.`,
  refusedDamaged: 'Deze back-up is beschadigd (afgebroken of gewijzigd), dus er is niets teruggezet.',
  refusedForeign: 'Dit is geen back-up van Dicetable, dus er is niets teruggezet.',
  refusedNewer: 'Deze back-up komt van een nieuwere Dicetable. Werk de app bij en zet hem dan terug.',
  refusedHistory: 'Dit is een geschiedenisbestand, geen back-up: importeer het in het scherm Geschiedenis.',
  refusedGame: 'Dit is een spelbestand, geen back-up: importeer het in de lijst van zijn spel.',
  refusedUnreadable: 'Het bestand kon niet worden gelezen, dus er is niets teruggezet.',
  storageFailed: 'De opslag van de browser faalde, dus er is niets veranderd. Probeer het opnieuw.',
  persistOffer:
    'Je spellen worden in deze browser bewaard. Als het apparaat ruimte tekortkomt, kan een browser bewaarde gegevens wissen, tenzij hij beloofd heeft ze te bewaren. De browser vragen de spellen van Dicetable te bewaren?',
  keepGames: 'Bewaar mijn spellen',
  notNow: 'Niet nu',
  reminder: ({ count }: { count: string }) =>
    `${count} uitgespeeld sinds je laatste back-up, en deze browser heeft niet beloofd ze te bewaren. Nu een back-up maken?`,
  finishedGames: ({ count, n }: Count) =>
    plural('nl', n, { one: `${count} spel`, other: `${count} spellen` }),
  backUpNow: 'Nu back-up maken',
  later: 'Later',
  promptsLabel: 'Je spellen bewaren',
});
