// Yellow rings on the board under chosen dice (the selected die, the dice that were hit…).
import { type Group, Mesh, MeshBasicMaterial, RingGeometry } from 'three';

export class HighlightRings {
  private readonly geometry = new RingGeometry(0.62, 0.8, 40, 1);
  private readonly material = new MeshBasicMaterial({
    color: '#ffd400',
    transparent: true,
    opacity: 0.95,
    depthWrite: false,
  });
  private readonly rings: Mesh[] = [];
  private dice: readonly number[] = [];

  constructor(private readonly root: Group) {
    this.geometry.rotateX(-Math.PI / 2);
  }

  /** The dice to ring from now on. */
  set(dice: readonly number[]): void {
    this.dice = [...dice];
    this.ensure(this.dice.length);
  }

  /** At least `count` ring meshes in the scene (hidden until placed). */
  ensure(count: number): Mesh[] {
    while (this.rings.length < count) {
      const ring = new Mesh(this.geometry, this.material);
      ring.renderOrder = 1;
      this.rings.push(ring);
      this.root.add(ring);
    }
    return this.rings;
  }

  /** Puts each ring on the board under its die, or hides it while the die is not drawn. */
  place(dice: readonly Mesh[], dieSize: number): void {
    for (let k = 0; k < this.rings.length; k++) {
      const ring = this.rings[k]!;
      const die = this.dice[k];
      const mesh = die === undefined ? undefined : dice[die];
      if (!mesh?.visible) {
        ring.visible = false;
        continue;
      }
      ring.visible = true;
      ring.position.set(
        mesh.position.x,
        Math.max(mesh.position.y - dieSize / 2, 0) + 0.0006,
        mesh.position.z,
      );
      ring.scale.setScalar(dieSize * 1.25);
    }
  }

  dispose(): void {
    this.geometry.dispose();
    this.material.dispose();
  }
}
