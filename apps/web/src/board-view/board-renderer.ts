// The WebGL renderer and the lit scene the board and the dice are drawn in.
import { DirectionalLight, Group, HemisphereLight, Scene, WebGLRenderer } from 'three';
import { WebGLUnavailableError } from './types.ts';

/** A transparent renderer on the canvas; throws WebGLUnavailableError when the browser cannot draw 3D. */
export function createRenderer(canvas: HTMLCanvasElement): WebGLRenderer {
  try {
    const renderer = new WebGLRenderer({
      canvas,
      antialias: true,
      alpha: true,
      powerPreference: 'high-performance',
    });
    renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
    renderer.setClearColor(0x000000, 0);
    return renderer;
  } catch (error) {
    throw new WebGLUnavailableError(error);
  }
}

/** The scene with its lights, and the group that holds the board and turns with it. */
export function createLitScene(): { scene: Scene; root: Group } {
  const scene = new Scene();
  const root = new Group();
  scene.add(root);
  scene.add(new HemisphereLight('#fff8ee', '#6b5036', 1.7));
  const sun = new DirectionalLight('#ffffff', 1.9);
  sun.position.set(-0.6, 1.4, 0.9);
  scene.add(sun);
  return { scene, root };
}
