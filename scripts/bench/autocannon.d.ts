/** The part of autocannon (which ships no types) that the bench's serving runs use. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    requests: { method: string; path: string; headers: Record<string, string> }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
