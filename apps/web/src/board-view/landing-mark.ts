// The landing mark: a ring on the board where the aimed flick would leave its die on an empty board,
// white where it comes to rest, gold at the hole's rim where it drops in, red at the rim it goes over.
import { type Group, Mesh, MeshBasicMaterial, RingGeometry } from 'three';
import type { LandingPoint } from './types.ts';

const COLOURS: Record<LandingPoint['location'], string> = {
  board: '#ffffff',
  platform: '#ffffff',
  hole: '#ffd400',
  off: '#ff5a4f',
};

export class LandingMark {
  private readonly geometry = new RingGeometry(0.55, 0.8, 40, 1);
  private readonly edgeGeometry = new RingGeometry(0.8, 0.95, 40, 1);
  private readonly material = new MeshBasicMaterial({ transparent: true, opacity: 0.95, depthWrite: false });
  /** A dark edge so the ring reads on the light wood and on the dark hole alike. */
  private readonly edgeMaterial = new MeshBasicMaterial({
    color: '#1d1d1d',
    transparent: true,
    opacity: 0.7,
    depthWrite: false,
  });
  private readonly ring: Mesh;
  private readonly edge: Mesh;

  constructor(root: Group) {
    this.geometry.rotateX(-Math.PI / 2);
    this.edgeGeometry.rotateX(-Math.PI / 2);
    this.ring = new Mesh(this.geometry, this.material);
    this.edge = new Mesh(this.edgeGeometry, this.edgeMaterial);
    this.ring.renderOrder = 3;
    this.edge.renderOrder = 3;
    this.ring.visible = false;
    this.edge.visible = false;
    root.add(this.ring, this.edge);
  }

  /** Shows the mark at the landing point (board coordinates), sized to the die; null hides it. */
  place(landing: LandingPoint | null, dieSize: number): void {
    const shown = landing !== null;
    this.ring.visible = shown;
    this.edge.visible = shown;
    if (!landing) return;
    this.material.color.set(COLOURS[landing.location]);
    for (const mesh of [this.ring, this.edge]) {
      mesh.position.set(landing.x, 0.001, landing.z);
      mesh.scale.setScalar(dieSize);
    }
  }

  dispose(): void {
    this.ring.removeFromParent();
    this.edge.removeFromParent();
    this.geometry.dispose();
    this.edgeGeometry.dispose();
    this.material.dispose();
    this.edgeMaterial.dispose();
  }
}
