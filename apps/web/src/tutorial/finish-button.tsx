// The last card's one tap: start a real game against the computer and go to it.
import { useNavigate } from '@solidjs/router';
import { createSignal } from 'solid-js';
import { t } from './messages.ts';

export function FinishButton(props: { start: () => Promise<string | undefined> }) {
  const navigate = useNavigate();
  const [starting, setStarting] = createSignal(false);
  const start = async () => {
    if (starting()) return;
    setStarting(true);
    const href = await props.start();
    // When storage failed the shell says so; the button can be tapped again.
    if (href) navigate(href, { replace: true });
    else setStarting(false);
  };
  return (
    <button
      type="button"
      class="button primary"
      disabled={starting()}
      onClick={() => void start()}
      data-testid="tutorial-finish"
    >
      {starting() ? t('starting') : t('playComputer')}
    </button>
  );
}
