// The aim guide: an arrow on the board from the die in the flick's direction, as long as the swipe
// and coloured by strength, plus a dot on the die's side where the finger pushes (its height).
import {
  type BufferGeometry,
  Color,
  Group,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  PlaneGeometry,
  Shape,
  ShapeGeometry,
  SphereGeometry,
} from 'three';
import { type FlickPlan, planArrow } from './flick-plan.ts';

export class AimGuide {
  readonly group = new Group();
  private readonly shaft: Mesh;
  private readonly head: Mesh;
  private readonly finger: Mesh;
  private readonly material = new MeshBasicMaterial({ transparent: true, opacity: 0.85, depthWrite: false });
  private readonly fingerMaterial = new MeshBasicMaterial({ color: '#ffffff' });
  private readonly geometries: BufferGeometry[] = [];
  private readonly colour = new Color();

  constructor(private readonly dieSize: number) {
    const shaftGeometry = new PlaneGeometry(1, 1);
    shaftGeometry.rotateX(-Math.PI / 2);
    shaftGeometry.translate(0.5, 0, 0);
    const headShape = new Shape();
    headShape.moveTo(0, -0.5);
    headShape.lineTo(1, 0);
    headShape.lineTo(0, 0.5);
    headShape.closePath();
    const headGeometry = new ShapeGeometry(headShape);
    headGeometry.rotateX(-Math.PI / 2);
    const fingerGeometry = new SphereGeometry(1, 12, 8);
    this.geometries.push(shaftGeometry, headGeometry, fingerGeometry);
    this.shaft = new Mesh(shaftGeometry, this.material);
    this.head = new Mesh(headGeometry, this.material);
    this.finger = new Mesh(fingerGeometry, this.fingerMaterial);
    this.shaft.renderOrder = 2;
    this.head.renderOrder = 2;
    this.group.add(this.shaft, this.head, this.finger);
    this.group.visible = false;
  }

  /** Places the guide for a die at (x, z) resting with its centre at height y. */
  show(
    x: number,
    y: number,
    z: number,
    direction: number,
    strength: number,
    height: number,
    length: number,
    cancelling: boolean,
  ): void {
    const s = this.dieSize;
    const width = s * 0.45;
    const headLength = s * 1.1;
    const start = s * 0.9;
    const shaftLength = Math.max(length - start - headLength, s * 0.2);
    this.group.visible = true;
    this.group.position.set(x, 0.0008, z);
    this.group.rotation.y = -direction;
    this.shaft.position.set(start, 0, 0);
    this.shaft.scale.set(shaftLength, 1, width);
    this.head.position.set(start + shaftLength, 0, 0);
    this.head.scale.set(headLength, 1, s * 1.1);
    // Green for a nudge through amber to red for the hardest flick; grey when letting go cancels.
    if (cancelling) this.colour.set('#8c8c8c');
    else this.colour.setHSL((1 - strength) * 0.33, 0.85, 0.5);
    this.material.color.copy(this.colour);
    this.shaft.visible = !cancelling;
    this.head.visible = !cancelling;
    // The finger touches the side facing away from the direction of travel.
    const r = s * 0.14;
    this.finger.scale.setScalar(r);
    this.finger.position.set(-(s / 2 + r), y - s / 2 + height * s - 0.0008, 0);
  }

  /** Shows the planned flick's arrow at its die (or hides the guide when nothing is planned). */
  showPlan(plan: FlickPlan | null, die: Object3D | null | undefined, fullStrengthDistance: number): void {
    if (!plan || !die) {
      this.hide();
      return;
    }
    const { x, y, z } = die.position;
    const arrow = planArrow(plan, { x, z }, fullStrengthDistance, this.dieSize);
    this.show(
      arrow.x,
      y,
      arrow.z,
      arrow.direction,
      plan.aim.strength,
      plan.aim.height,
      arrow.length,
      plan.aim.cancelling ?? false,
    );
  }

  hide(): void {
    this.group.visible = false;
  }

  dispose(): void {
    for (const geometry of this.geometries) geometry.dispose();
    this.material.dispose();
    this.fingerMaterial.dispose();
  }
}
