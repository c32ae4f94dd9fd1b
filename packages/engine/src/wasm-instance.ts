// Instantiates one of the engine's WASM modules with the few imports AssemblyScript needs.

export type WasmModuleName = 'odds' | 'physics';

export type WasmSource = BufferSource | Response | PromiseLike<Response>;

function readAscString(memory: WebAssembly.Memory, pointer: number): string {
  if (pointer === 0) return '';
  const bytes = new Uint32Array(memory.buffer, pointer - 4, 1)[0] ?? 0;
  return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, bytes >>> 1));
}

export async function instantiateWasm<Exports>(source: WasmSource): Promise<Exports> {
  let memory: WebAssembly.Memory | undefined;
  const imports = {
    env: {
      abort(message: number, file: number, line: number, column: number): never {
        const text = memory ? `${readAscString(memory, message)} at ${readAscString(memory, file)}` : 'abort';
        throw new Error(`engine aborted: ${text}:${line}:${column}`);
      },
    },
  };
  const instance = await instantiate(source, imports);
  memory = instance.exports.memory as WebAssembly.Memory;
  (instance.exports._initialize as (() => void) | undefined)?.();
  return instance.exports as Exports;
}

async function instantiate(source: WasmSource, imports: WebAssembly.Imports): Promise<WebAssembly.Instance> {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  const response = await source;
  if (typeof WebAssembly.instantiateStreaming === 'function') {
    try {
      return (await WebAssembly.instantiateStreaming(response.clone(), imports)).instance;
    } catch {
      // A server that sends the wrong MIME type breaks streaming; the bytes still compile.
    }
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}
