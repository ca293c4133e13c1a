/**
 * File upload fields with JavaScript: files dropped on the dropzone go into the field's real
 * file input (so the form sends them as if chosen with it), and the chosen files are listed
 * and checked at once against the field's count, size and type limits, each problem naming the
 * file (the server checks again, by content). Without this script the input works as it is.
 * Imports nothing from edit code.
 */
import { onPageReady } from '../../shared/view/page-ready';

function fill( template: string, ...values: Array< string | number > ) {
	return values.reduce< string >(
		( text, value, index ) =>
			text
				.replace( `%${ index + 1 }$s`, String( value ) )
				.replace( `%${ index + 1 }$d`, String( value ) ),
		template
	);
}

function problems( field: HTMLElement, files: File[] ): string[] {
	const data = field.dataset;
	const maxFiles = Number( data.jfMaxFiles ) || 1;
	const maxBytes = Number( data.jfMaxBytes ) || Infinity;
	const allowed = ( data.jfAccept ?? '' ).split( ',' ).filter( Boolean );
	const found: string[] = [];
	if ( files.length > maxFiles ) {
		found.push( fill( data.jfMessageCount ?? '', maxFiles, files.length ) );
	}
	for ( const file of files ) {
		const extension = /\.([^.]+)$/.exec( file.name )?.[ 1 ]?.toLowerCase();
		if (
			allowed.length &&
			( ! extension || ! allowed.includes( extension ) )
		) {
			found.push(
				fill( data.jfMessageType ?? '', file.name, data.jfKinds ?? '' )
			);
		} else if ( file.size > maxBytes ) {
			found.push(
				fill(
					data.jfMessageSize ?? '',
					file.name,
					`${ Math.round( maxBytes / 1048576 ) } MB`
				)
			);
		}
	}
	return found;
}

function show( field: HTMLElement, input: HTMLInputElement ) {
	const files = Array.from( input.files ?? [] );
	const list = field.querySelector( '.jetpack-form-file-field__chosen' );
	if ( list ) {
		list.replaceChildren(
			...files.map( ( file ) => {
				const item = document.createElement( 'li' );
				item.textContent = file.name;
				return item;
			} )
		);
	}
	field.querySelector( '.jetpack-form-file-field__problem' )?.remove();
	const found = problems( field, files );
	const limitsId = `${ input.id }-limits`;
	if ( ! found.length ) {
		input.removeAttribute( 'aria-invalid' );
		input.setAttribute( 'aria-describedby', limitsId );
		return;
	}
	const message = document.createElement( 'p' );
	message.className = 'jetpack-field__error jetpack-form-file-field__problem';
	message.id = `${ input.id }-problem`;
	message.textContent = found.join( ' ' );
	field.appendChild( message );
	input.setAttribute( 'aria-invalid', 'true' );
	input.setAttribute( 'aria-describedby', `${ limitsId } ${ message.id }` );
}

function init() {
	document
		.querySelectorAll< HTMLElement >( '[data-jf-file]' )
		.forEach( ( field ) => {
			const input =
				field.querySelector< HTMLInputElement >( 'input[type=file]' );
			const zone =
				field.querySelector< HTMLElement >( '[data-jf-dropzone]' );
			if ( ! input || ! zone ) {
				return;
			}
			input.addEventListener( 'change', () => show( field, input ) );
			zone.addEventListener( 'dragover', ( event ) => {
				event.preventDefault();
				zone.classList.add( 'is-dragging' );
			} );
			zone.addEventListener( 'dragleave', () =>
				zone.classList.remove( 'is-dragging' )
			);
			zone.addEventListener( 'drop', ( event ) => {
				event.preventDefault();
				zone.classList.remove( 'is-dragging' );
				const dropped = event.dataTransfer?.files;
				if ( ! dropped?.length ) {
					return;
				}
				const transfer = new DataTransfer();
				Array.from( dropped )
					.slice( 0, input.multiple ? dropped.length : 1 )
					.forEach( ( file ) => transfer.items.add( file ) );
				input.files = transfer.files;
				show( field, input );
			} );
		} );
}

onPageReady( init );

export {};
