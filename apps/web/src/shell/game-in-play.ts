// The screens where a game is being played (guided games too), which prompts about anything else leave
// alone: a prompt above them would push the dice and the sheet down, or leave them under a finger.
const PLAYING =
  /^\/(?:jamb\/(?:play\/|tutorial$)|jamsumo\/(?:play\/|pad\/|tutorial(?:\/sumo)?$)|yam-master\/(?!rules$)[^/]+$)/;

export const gameInPlay = (path: string) => PLAYING.test(path);
