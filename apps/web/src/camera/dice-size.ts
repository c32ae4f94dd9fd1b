// Whether the dice in the picture are too small to read well: the reader's own rule, which it also uses to
// look closer at large pictures, from a module of its own that brings no nets into the app's first chunk.
export { diceLookSmall, SMALL_DIE_PX } from '@dicetable/vision/dice-size';
