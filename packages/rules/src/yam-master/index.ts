// The yam-master rules: filled in by the game's own modules in this folder.
export {};
