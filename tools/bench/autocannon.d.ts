// The part of autocannon 8's node API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    headers?: Record<string, string>;
    /** Seconds. */
    duration?: number;
    /** A first run whose results are dropped, e.g. to let the server's JIT warm up. */
    warmup?: { connections?: number; duration?: number };
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Result {
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second (`total`: all requests). */
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  }

  export default function autocannon(options: Options): PromiseLike<Result>;
}
