import { RulesScreen } from '../rules-screen.tsx';

export default function YamMasterRulesScreen() {
  return <RulesScreen game="yam-master" />;
}
