/** The part of autocannon's API the sign-up benchmark uses (the package ships no types). */
declare module 'autocannon' {
	type Request = {
		method?: string
		path?: string
		headers?: Record<string, string>
		body?: string
		setupRequest?: (request: Request) => Request
	}
	type Histogram = { average: number; p50: number; p90: number; p99: number; max: number }
	export type Result = {
		duration: number
		requests: Histogram & { total: number }
		latency: Histogram
		errors: number
		timeouts: number
		non2xx: number
		'2xx': number
		statusCodeStats: Record<string, { count: number }>
	}
	type Options = {
		url: string
		connections?: number
		duration?: number
		amount?: number
		pipelining?: number
		requests?: Request[]
	}
	export default function autocannon(options: Options): Promise<Result>
}
