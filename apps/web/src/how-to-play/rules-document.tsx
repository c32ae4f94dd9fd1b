// The frame of every game's rules: a table of contents and sections with deep links, the same on the
// rules page and in the dialog that opens over a game.
import { For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import { DieFace } from '../board-view/die-face.tsx';
import type { RulesGame } from './help-context.ts';
import { t } from './messages.ts';
import './how-to-play.css';

export interface RulesSection {
  /** The deep link's anchor: `/jamb/rules#full`. */
  readonly id: string;
  readonly title: string;
  readonly body: () => JSX.Element;
  readonly children?: readonly RulesSection[];
}

/** Each text as its own paragraph: most sections' bodies are only words. */
export const paragraphs = (...texts: string[]): JSX.Element => (
  <For each={texts}>{(text) => <p>{text}</p>}</For>
);

/** Scrolls the section into view and moves the focus to its heading, so a reader continues there. */
export function showSection(root: ParentNode, id: string): boolean {
  const section = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  if (!section) return false;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  section.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
  return true;
}

export function RulesDocument(props: {
  game: RulesGame;
  sections: readonly RulesSection[];
  /** The section to show first. */
  start?: string;
  /** Called after a link of the contents was followed (the rules page writes it into the address). */
  onFollow?: (id: string) => void;
  /** Words about the game on the table now, shown at the top of the section they belong to. */
  note?: { section: string; text: () => JSX.Element };
}) {
  const noteFor = (id: string) =>
    props.note?.section === id ? (
      <div class="rules-now" data-testid="rules-now">
        {props.note.text()}
      </div>
    ) : null;
  let root: HTMLDivElement | undefined;
  let contents: HTMLElement | undefined;
  onMount(() => {
    if (props.start && root) requestAnimationFrame(() => root && showSection(root, props.start!));
    if (!contents || typeof ResizeObserver === 'undefined') return;
    const nav = contents;
    const observer = new ResizeObserver(() =>
      nav.style.setProperty('--contents-height', `${nav.getBoundingClientRect().height}px`),
    );
    observer.observe(nav);
    onCleanup(() => observer.disconnect());
  });
  const follow = (event: MouseEvent, id: string) => {
    if (!root || !showSection(root, id)) return;
    event.preventDefault();
    props.onFollow?.(id);
  };
  const link = (section: RulesSection) => (
    <a href={`/${props.game}/rules#${section.id}`} onClick={(event) => follow(event, section.id)}>
      {section.title}
    </a>
  );
  return (
    <div class="rules" ref={root} data-rules={props.game}>
      <nav class="rules-contents" ref={contents} aria-labelledby={`rules-contents-${props.game}`}>
        <h2 id={`rules-contents-${props.game}`}>{t('contents')}</h2>
        <ol>
          <For each={props.sections}>
            {(section) => (
              <li>
                {link(section)}
                <Show when={section.children}>
                  {(children) => (
                    <ol class="rules-contents-sub">
                      <For each={children()}>{(child) => <li>{link(child)}</li>}</For>
                    </ol>
                  )}
                </Show>
              </li>
            )}
          </For>
        </ol>
      </nav>
      <div class="rules-sections">
        <For each={props.sections}>
          {(section) => (
            <section id={section.id} class="rules-section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} tabindex="-1">
                {section.title}
              </h2>
              {noteFor(section.id)}
              {section.body()}
              <Show when={section.children}>
                {(children) => (
                  <div class="rules-cards">
                    <For each={children()}>
                      {(child) => (
                        <section id={child.id} class="rules-card" aria-labelledby={`${child.id}-title`}>
                          <h3 id={`${child.id}-title`} tabindex="-1">
                            {child.title}
                          </h3>
                          {noteFor(child.id)}
                          {child.body()}
                        </section>
                      )}
                    </For>
                  </div>
                )}
              </Show>
            </section>
          )}
        </For>
      </div>
    </div>
  );
}

/** Five (or any number of) dice drawn like the app's dice, read out as their numbers. */
export function DiceRow(props: { dice: readonly number[]; size?: number }) {
  return (
    <span class="rules-dice" role="img" aria-label={t('dice', { dice: props.dice.join(' ') })}>
      <For each={props.dice}>{(face) => <DieFace face={face} size={props.size ?? 34} />}</For>
    </span>
  );
}

/**
 * A worked example: the dice and what the rules package makes of them. `data-*` carry the example's
 * input and the shown result, so a test can recompute each one.
 */
export function Example(props: {
  dice: readonly number[];
  result: JSX.Element;
  data?: Record<string, string | number>;
}) {
  const data = () =>
    Object.fromEntries(
      Object.entries(props.data ?? {}).map(([key, value]) => [`data-${key}`, String(value)]),
    );
  return (
    <p class="rules-example" data-dice={props.dice.join(',')} {...data()}>
      <DiceRow dice={props.dice} />
      <span class="rules-arrow" aria-hidden="true">
        →
      </span>
      <span class="rules-result">{props.result}</span>
    </p>
  );
}

/** One house rule: what it changes and whether this game plays it. */
export function HouseRule(props: { name: string; on?: boolean }) {
  return (
    <li class="rules-house-rule" data-on={props.on === undefined ? 'default' : String(props.on)}>
      <span>{props.name}</span>
      <span class="rules-house-state">
        {props.on === undefined ? t('ruleOffByDefault') : props.on ? t('ruleOn') : t('ruleOff')}
      </span>
    </li>
  );
}
