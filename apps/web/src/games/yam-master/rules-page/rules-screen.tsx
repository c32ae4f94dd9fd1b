import { RulesScreen } from '../../../how-to-play/rules-screen.tsx';

export default function YamMasterRulesScreen() {
  return <RulesScreen game="yam-master" />;
}
