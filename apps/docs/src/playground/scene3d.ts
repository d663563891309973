// The 3-D view's drawing, with three.js: loaded by Solid3D.vue with a dynamic import,
// so that only the pages that show a solid load three.js. The layout (cells, pieces,
// colors, explosions) is solid3d.ts's; this file only makes meshes of it and lets the
// user turn (drag), zoom (wheel, pinch) and pan (right drag, two fingers).
import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  EdgesGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { cubeCentres } from './solid3d.js';
import type { Explode, Solid } from './solid3d.js';

/** How far an explosion moves things: a layer lifts by this many cells per layer; a piece by this times its way from the centre. */
export const EXPLODE_GAP: Readonly<Record<Explode, number>> = { none: 0, layers: 1, pieces: 1.5 };

/** A drawn cube as the test hook reports it: its cell, its piece's name and color, where its centre is on the screen. */
export interface DrawnCube {
  readonly cell: readonly [number, number, number];
  readonly piece: string;
  readonly fill: string;
  /** Its centre, drawn where the explosion put it, in the page's client coordinates. */
  readonly screen: readonly [number, number];
}

/** What the view lets a script (the browser test) ask: the cubes it draws, and which of them a point of the screen shows. */
export interface SolidHook {
  /** Every cube drawn, where it is seen now. */
  cubes(): DrawnCube[];
  /** The cubes that a ray through the client point (x, y) meets, the nearest first (three.js's raycaster on the meshes drawn). */
  pick(x: number, y: number): DrawnCube[];
  /** Where a point of the lattice's space is seen, in client coordinates. */
  project(x: number, y: number, z: number): [number, number];
  /** The camera's position. */
  camera(): [number, number, number];
  /** The explosion shown. */
  explode(): Explode;
}

/** A 3-D view drawn on a canvas. */
export interface SolidScene {
  /** Moves the cubes apart (or back). */
  explode(mode: Explode): void;
  /** Back to the first view. */
  reset(): void;
  /** Fits the drawing to the canvas's size. */
  resize(): void;
  readonly hook: SolidHook;
  dispose(): void;
}

/** Draws `solid` on `canvas`: one mesh per cube (its piece's color, dark edges), lattice z up. */
export function createSolidScene(canvas: HTMLCanvasElement, solid: Solid): SolidScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  const scene = new Scene();
  scene.background = new Color('#FFFFFF');
  const camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  camera.up.set(0, 0, 1);
  scene.add(new AmbientLight('#FFFFFF', 1.6));
  const light = new DirectionalLight('#FFFFFF', 2.2);
  light.position.set(0.4, 0.6, 1);
  camera.add(light);
  scene.add(camera);

  const box = new BoxGeometry(0.94, 0.94, 0.94);
  const edges = new EdgesGeometry(box);
  const edgeMaterial = new LineBasicMaterial({ color: '#222222' });
  const materials = solid.pieces.map((p) => new MeshLambertMaterial({ color: p.fill }));
  const meshes = solid.cubes.map((cube, i) => {
    const mesh = new Mesh(box, materials[cube.piece]);
    mesh.add(new LineSegments(edges, edgeMaterial));
    mesh.userData = { cube: i };
    scene.add(mesh);
    return mesh;
  });

  const centre = new Vector3(...solid.centre);
  const size = Math.max(1, ...[0, 1, 2].map((k) => solid.max[k]! - solid.min[k]! + 1));
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = false;
  controls.minDistance = size;
  controls.maxDistance = size * 12;

  let shown: Explode = 'none';
  const centres = new Float64Array(3 * solid.cubes.length);
  const render = (): void => renderer.render(scene, camera);
  controls.addEventListener('change', render);

  function explode(mode: Explode): void {
    shown = mode;
    cubeCentres(solid, mode, EXPLODE_GAP[mode], centres);
    meshes.forEach((mesh, i) => mesh.position.set(centres[3 * i]!, centres[3 * i + 1]!, centres[3 * i + 2]));
    controls.target.copy(centre);
    if (mode === 'layers') controls.target.z += (EXPLODE_GAP.layers * (solid.max[2] - solid.min[2])) / 2;
    controls.update();
    render();
  }

  function reset(): void {
    // seen from the front right, above: x to the right, y away, z up
    camera.position.set(centre.x + 1.6 * size, centre.y - 2.4 * size, centre.z + 1.8 * size);
    explode(shown);
  }

  function resize(): void {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  }

  const toClient = (v: Vector3): [number, number] => {
    const rect = canvas.getBoundingClientRect();
    const p = v.clone().project(camera);
    return [rect.left + ((p.x + 1) / 2) * rect.width, rect.top + ((1 - p.y) / 2) * rect.height];
  };
  const drawn = (i: number): DrawnCube => {
    const cube = solid.cubes[i]!;
    const piece = solid.pieces[cube.piece]!;
    const fill = `#${(meshes[i]!.material).color.getHexString().toUpperCase()}`;
    return { cell: cube.cell, piece: piece.name, fill, screen: toClient(meshes[i]!.position) };
  };
  const raycaster = new Raycaster();
  const hook: SolidHook = {
    cubes: () => meshes.map((_, i) => drawn(i)),
    pick(x, y) {
      const rect = canvas.getBoundingClientRect();
      raycaster.setFromCamera(new Vector2(((x - rect.left) / rect.width) * 2 - 1, 1 - ((y - rect.top) / rect.height) * 2), camera);
      const seen = new Set<number>();
      return raycaster.intersectObjects(meshes, false).flatMap((hit) => {
        const i = hit.object.userData['cube'] as number;
        if (seen.has(i)) return [];
        seen.add(i);
        return [drawn(i)];
      });
    },
    project: (x, y, z) => toClient(new Vector3(x, y, z)),
    camera: () => [camera.position.x, camera.position.y, camera.position.z],
    explode: () => shown,
  };

  resize();
  reset();
  return {
    explode,
    reset,
    resize,
    hook,
    dispose() {
      controls.removeEventListener('change', render);
      controls.dispose();
      box.dispose();
      edges.dispose();
      edgeMaterial.dispose();
      for (const m of materials) m.dispose();
      renderer.dispose();
    },
  };
}
