import { RulesScreen } from '../rules-screen.tsx';

export default function JamSumoRulesScreen() {
  return <RulesScreen game="jamsumo" />;
}
