import { enginePorts } from './ports.ts';
import { smokeSuite } from './smoke.ts';

smokeSuite('firefox', enginePorts('firefox'));
