/**
 * The provider's `{ code, message, data }` answer. For site data, rewind and scan the server
 * sends `data` as JSON text; the request core decodes it, so `data` is the decoded value here.
 */
export type DataEnvelope< T > = {
	code: string;
	message: string;
	data: T;
};
