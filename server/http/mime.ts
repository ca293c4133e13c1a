/** Content types for the files the site serves, by extension. */
const TYPES: Record< string, string > = {
	'.js': 'text/javascript; charset=UTF-8',
	'.mjs': 'text/javascript; charset=UTF-8',
	'.css': 'text/css; charset=UTF-8',
	'.json': 'application/json; charset=UTF-8',
	'.map': 'application/json; charset=UTF-8',
	'.html': 'text/html; charset=UTF-8',
	'.txt': 'text/plain; charset=UTF-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
	'.wasm': 'application/wasm',
};

export function contentTypeFor( file: string ): string {
	const dot = file.lastIndexOf( '.' );
	return (
		( dot >= 0 && TYPES[ file.slice( dot ).toLowerCase() ] ) ||
		'application/octet-stream'
	);
}
