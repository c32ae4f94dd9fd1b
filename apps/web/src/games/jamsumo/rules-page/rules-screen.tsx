import { RulesScreen } from '../../../how-to-play/rules-screen.tsx';

export default function JamSumoRulesScreen() {
  return <RulesScreen game="jamsumo" />;
}
