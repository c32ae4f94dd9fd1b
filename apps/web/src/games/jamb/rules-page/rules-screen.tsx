import { RulesScreen } from '../../../how-to-play/rules-screen.tsx';

export default function JambRulesScreen() {
  return <RulesScreen game="jamb" />;
}
