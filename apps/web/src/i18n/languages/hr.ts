// Every catalogue's texts in this language: one chunk, downloaded when the language is chosen.
import.meta.glob('../../**/messages.hr.ts', { eager: true });
