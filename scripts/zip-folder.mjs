/* eslint-disable no-bitwise -- a zip header packs dates, times and modes into bit fields. */
/**
 * Writes a folder as a .zip archive (deflate, no external tool), every entry under a top-level
 * folder name, as WordPress's plugin uploader expects (`block-suite/block-suite.php`, …).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

function listFiles( dir, prefix = '' ) {
	const files = [];
	for ( const entry of readdirSync( dir, { withFileTypes: true } ).sort(
		( a, b ) => a.name.localeCompare( b.name )
	) ) {
		const relative = prefix ? `${ prefix }/${ entry.name }` : entry.name;
		if ( entry.isDirectory() ) {
			files.push(
				...listFiles( path.join( dir, entry.name ), relative )
			);
		} else if ( entry.isFile() ) {
			files.push( relative );
		}
	}
	return files;
}

/** MS-DOS time and date fields of a zip entry. */
function dosDateTime( date ) {
	const time =
		( date.getHours() << 11 ) |
		( date.getMinutes() << 5 ) |
		Math.floor( date.getSeconds() / 2 );
	const day =
		( ( date.getFullYear() - 1980 ) << 9 ) |
		( ( date.getMonth() + 1 ) << 5 ) |
		date.getDate();
	return { time, day };
}

/**
 * @param {string} folder   the folder to archive
 * @param {string} zipPath  where to write the archive
 * @param {string} rootName the folder name inside the archive
 * @return {number} the number of files archived
 */
export function zipFolder( folder, zipPath, rootName ) {
	const locals = [];
	const centrals = [];
	let offset = 0;
	const files = listFiles( folder );
	for ( const relative of files ) {
		const absolute = path.join( folder, relative );
		const data = readFileSync( absolute );
		const compressed = deflateRawSync( data, { level: 9 } );
		const name = Buffer.from( `${ rootName }/${ relative }`, 'utf8' );
		const { time, day } = dosDateTime( statSync( absolute ).mtime );
		const checksum = crc32( data );

		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 );
		local.writeUInt16LE( 20, 4 ); // version needed: 2.0 (deflate)
		local.writeUInt16LE( 0x0800, 6 ); // UTF-8 names
		local.writeUInt16LE( 8, 8 ); // deflate
		local.writeUInt16LE( time, 10 );
		local.writeUInt16LE( day, 12 );
		local.writeUInt32LE( checksum, 14 );
		local.writeUInt32LE( compressed.length, 18 );
		local.writeUInt32LE( data.length, 22 );
		local.writeUInt16LE( name.length, 26 );
		locals.push( local, name, compressed );

		const central = Buffer.alloc( 46 );
		central.writeUInt32LE( 0x02014b50, 0 );
		central.writeUInt16LE( 0x031e, 4 ); // made by: Unix, 3.0
		central.writeUInt16LE( 20, 6 );
		central.writeUInt16LE( 0x0800, 8 );
		central.writeUInt16LE( 8, 10 );
		central.writeUInt16LE( time, 12 );
		central.writeUInt16LE( day, 14 );
		central.writeUInt32LE( checksum, 16 );
		central.writeUInt32LE( compressed.length, 20 );
		central.writeUInt32LE( data.length, 24 );
		central.writeUInt16LE( name.length, 28 );
		central.writeUInt32LE( ( 0o100644 << 16 ) >>> 0, 38 ); // -rw-r--r--
		central.writeUInt32LE( offset, 42 );
		centrals.push( central, name );

		offset += local.length + name.length + compressed.length;
	}
	const centralSize = centrals.reduce(
		( sum, part ) => sum + part.length,
		0
	);
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 );
	end.writeUInt16LE( files.length, 8 );
	end.writeUInt16LE( files.length, 10 );
	end.writeUInt32LE( centralSize, 12 );
	end.writeUInt32LE( offset, 16 );
	writeFileSync( zipPath, Buffer.concat( [ ...locals, ...centrals, end ] ) );
	return files.length;
}
