import { platformOfSeat, seatOfPlatform } from '@dicetable/engine/jamsumo-table';
import { currentKind, type JamSumoState, type Placement } from '@dicetable/rules/jamsumo';
import { createSignal, For, Index, Show } from 'solid-js';
import { DieFace, playerColour } from '../../board-view/index.ts';
import { ColourDie, colourStyle } from './colours.tsx';
import { t } from './messages.ts';
import { platformNumber } from './platform-number.ts';

interface Props {
  state: JamSumoState;
  marker: number;
  /** The current player may put a supply die on a platform now (Jam, nothing placed yet). */
  canPlace: boolean;
  pending: { die: number; placement: Placement } | null;
  onPlace: (die: number, platform: number, offset?: number) => void;
  /** The platform (and the spot along it) under a screen point on the board, if any. */
  platformUnder: (clientX: number, clientY: number) => { platform: number; offset: number } | null;
  onCancelPlace: () => void;
}

/** Every player beside the board: their supply, what is in play and out, the marker, whose turn it is. */
export function PlayerPanel(props: Props) {
  const [choosing, setChoosing] = createSignal<number | null>(null);
  const [ghost, setGhost] = createSignal<{ x: number; y: number; colour: number } | null>(null);
  const players = () => props.state.setup.players;
  const ownPlatform = () => platformOfSeat(props.state.current, players().length);
  let drag: { die: number; pointer: number; x: number; y: number; moved: boolean } | null = null;
  let suppressClick = false;

  const dropAt = (x: number, y: number, die: number) => {
    const under = document.elementFromPoint(x, y);
    const target = under?.closest<HTMLElement>('[data-platform]');
    if (target) props.onPlace(die, Number(target.dataset.platform));
    else if (under?.closest('.board-canvas')) {
      const spot = props.platformUnder(x, y);
      props.onPlace(die, spot?.platform ?? ownPlatform(), spot?.offset ?? 0);
    }
    setChoosing(null);
  };

  const place = (die: number, platform: number) => {
    setChoosing(null);
    props.onPlace(die, platform);
  };

  return (
    <div class="js-players">
      <Index each={players()}>
        {(player, seat) => {
          const dice = () => props.state.dice.slice(seat * 5, seat * 5 + 5);
          // A die put on a platform but not flicked yet has left the supply.
          const supply = () =>
            dice().flatMap((d, k) =>
              d.status === 'supply' && props.pending?.die !== seat * 5 + k ? [seat * 5 + k] : [],
            );
          const inPlay = () => dice().filter((d) => d.status === 'play').length;
          const out = () => dice().filter((d) => d.status === 'out').length;
          const current = () => seat === props.state.current && !props.state.finished;
          return (
            <section
              class="js-player"
              classList={{ 'js-current': current() }}
              aria-current={current() ? 'true' : undefined}
              aria-label={player().name}
              data-testid={`player-${seat}`}
            >
              <div class="js-player-head">
                <ColourDie colour={player().colour} face={5} size={28} />
                <strong>{player().name}</strong>
                <Show when={seat === props.marker}>
                  <span class="js-marker-badge" title={t('markerWith', { name: player().name })}>
                    ◆ <span class="visually-hidden">{t('markerWith', { name: player().name })}</span>
                  </span>
                </Show>
              </div>
              <p class="js-player-counts">
                <span data-testid={`in-play-${seat}`}>{t('onBoard', { count: inPlay() })}</span>
                {' · '}
                <span data-testid={`out-${seat}`}>
                  {currentKind(props.state) === 'jam'
                    ? t('inHole', { count: out() })
                    : t('outOfRound', { count: out() })}
                </span>
              </p>
              <Show when={supply().length > 0}>
                <fieldset class="js-supply">
                  <legend class="visually-hidden">{t('supplyOf', { name: player().name })}</legend>
                  <For each={supply()}>
                    {(die) => (
                      <Show
                        when={current() && props.canPlace}
                        fallback={<DieFace face={4} style={colourStyle(player().colour)} size={30} />}
                      >
                        <button
                          type="button"
                          class="js-supply-die"
                          classList={{ 'js-chosen': choosing() === die }}
                          aria-label={t('supplyDie', { name: player().name })}
                          aria-expanded={choosing() === die}
                          data-testid="supply-die"
                          onPointerDown={(e) => {
                            drag = { die, pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
                            e.currentTarget.setPointerCapture(e.pointerId);
                          }}
                          onPointerMove={(e) => {
                            if (!drag || drag.pointer !== e.pointerId) return;
                            if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 8) {
                              drag.moved = true;
                              setChoosing(die);
                            }
                            if (drag.moved) setGhost({ x: e.clientX, y: e.clientY, colour: player().colour });
                          }}
                          onPointerUp={(e) => {
                            const d = drag;
                            drag = null;
                            setGhost(null);
                            if (d?.moved) {
                              suppressClick = true;
                              dropAt(e.clientX, e.clientY, die);
                            }
                          }}
                          onPointerCancel={() => {
                            drag = null;
                            setGhost(null);
                          }}
                          onClick={() => {
                            if (suppressClick) {
                              suppressClick = false;
                              return;
                            }
                            setChoosing(choosing() === die ? null : die);
                          }}
                        >
                          <DieFace face={4} style={colourStyle(player().colour)} size={36} />
                        </button>
                      </Show>
                    )}
                  </For>
                </fieldset>
              </Show>
              <Show when={current() && choosing() !== null && props.canPlace}>
                <fieldset class="js-platform-choice">
                  <legend class="visually-hidden">{t('platform')}</legend>
                  <For each={players().map((_, platform) => platform)}>
                    {(platform) => (
                      <button
                        type="button"
                        class="button js-platform-target"
                        data-platform={platform}
                        style={{
                          '--platform-colour': playerColour(
                            players()[seatOfPlatform(platform, players().length)]!.colour,
                          ),
                        }}
                        onClick={() => place(choosing()!, platform)}
                      >
                        {t('placeHere', { count: platformNumber(platform, players().length) })}
                      </button>
                    )}
                  </For>
                </fieldset>
              </Show>
              <Show when={current() && props.pending}>
                {(p) => (
                  <p class="js-placed">
                    {t('placed', { count: platformNumber(p().placement.platform, players().length) })}{' '}
                    <button type="button" class="button" onClick={() => props.onCancelPlace()}>
                      {t('cancelPlace')}
                    </button>
                  </p>
                )}
              </Show>
            </section>
          );
        }}
      </Index>
      <Show when={ghost()}>
        {(g) => (
          <div class="js-drag-ghost" style={{ left: `${g().x}px`, top: `${g().y}px` }} aria-hidden="true">
            <DieFace face={4} style={colourStyle(g().colour)} size={40} />
          </div>
        )}
      </Show>
    </div>
  );
}
