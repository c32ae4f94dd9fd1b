import { RulesScreen } from '../rules-screen.tsx';

export default function JambRulesScreen() {
  return <RulesScreen game="jamb" />;
}
