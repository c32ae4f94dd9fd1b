import { describe, expect, it } from 'vitest';
import { serbianCyrillicMessages, toSerbianCyrillic } from './serbian-cyrillic.ts';

describe('Serbian Latin to Cyrillic', () => {
  it('maps every letter, digraphs included', () => {
    expect(toSerbianCyrillic('abcčćddžđefghijklljmnnjoprsštuvzž')).toBe('абцчћдџђефгхијклљмнњопрсштувзж');
    expect(toSerbianCyrillic('ljubav njiva džep đak')).toBe('љубав њива џеп ђак');
  });

  it('keeps capitals: Lj is Љ, Nj is Њ, Dž is Џ (a word all in capitals is taken for an acronym)', () => {
    expect(toSerbianCyrillic('Ljubav Njegoš Džep Čačak Đurđevdan Ž LJ')).toBe(
      'Љубав Његош Џеп Чачак Ђурђевдан Ж LJ',
    );
  });

  it('writes the Jamb words of the table', () => {
    expect(toSerbianCyrillic('Dole, gore, slobodno, najava: kenta, triling, ful, poker, jamb.')).toBe(
      'Доле, горе, слободно, најава: кента, трилинг, фул, покер, јамб.',
    );
  });

  it('leaves two letters apart where they only look like a digraph', () => {
    expect(toSerbianCyrillic('nadživeti podžanr injekcija konjunkcija')).toBe(
      'надживети поджанр инјекција конјункција',
    );
  });

  it('never touches placeholders, code, addresses, file names, acronyms, names or foreign words', () => {
    expect(toSerbianCyrillic('Igrač {name} je na potezu')).toBe('Играч {name} је на потезу');
    expect(toSerbianCyrillic('Pokreni `dicetable replay` sada')).toBe('Покрени `dicetable replay` сада');
    expect(toSerbianCyrillic('Vidi https://example.org/jamb i igra.json')).toBe(
      'Види https://example.org/jamb и igra.json',
    );
    expect(toSerbianCyrillic('Izvoz u CSV ili JSON, kao PWA')).toBe('Извоз у CSV или JSON, као PWA');
    expect(toSerbianCyrillic('Dicetable: Jamb, Yam Master i JamSumo')).toBe(
      'Dicetable: Јамб, Yam Master и JamSumo',
    );
    expect(toSerbianCyrillic('Opcija --seed za Yahtzee')).toBe('Опција --seed за Yahtzee');
    expect(toSerbianCyrillic('e-pošta')).toBe('е-пошта');
    expect(toSerbianCyrillic('Partija Yam Mastera iz Dicetablea')).toBe('Партија Yam Mastera из Dicetablea');
    expect(toSerbianCyrillic('Jam Sumo')).toBe('Јам Сумо');
    expect(toSerbianCyrillic('Dodaj u Dock')).toBe('Додај у Dock');
  });

  it('never touches the values a message is given, like a player’s name', () => {
    expect(toSerbianCyrillic('Na potezu je Nikola Jović.', ['Nikola Jović'])).toBe(
      'На потезу је Nikola Jović.',
    );
    expect(toSerbianCyrillic('Baci a kocke', ['a'])).toBe('Баци а коцке');
  });
});

describe('a Serbian Latin catalogue in Cyrillic', () => {
  it('turns every text, functions included, and keeps the values they are given', () => {
    const cyrillic = serbianCyrillicMessages({
      title: 'Džoker',
      turn: ({ name, count }: { name: string; count: number }) => `Potez ${count}: igra ${name}`,
    });
    expect(cyrillic.title).toBe('Џокер');
    expect(cyrillic.turn({ name: 'Ljiljana', count: 3 })).toBe('Потез 3: игра Ljiljana');
  });
});
