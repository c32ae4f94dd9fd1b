import { enginePorts } from './ports.ts';
import { smokeSuite } from './smoke.ts';

smokeSuite('webkit', enginePorts('webkit'));
