/**
 * Contact forms with JavaScript: sent in place with fetch (`Accept: application/json` to the
 * form's own action), the thank-you shown where the form was and focused, or the errors shown
 * inline (field messages tied with aria-describedby / aria-invalid, the summary announced with
 * role=alert and focused). Without this script the same form posts normally and the server
 * answers with the page. Tiny on purpose: no editor code, no dependencies.
 */
type ErrorItem = { name: string; id: string; label: string; message: string };
type Answer = {
	success: boolean;
	thankYouHtml?: string;
	redirect?: string | null;
	message?: string;
	summaryHtml?: string;
	errors?: ErrorItem[];
};

const NETWORK_ERROR =
	'Your message could not be sent. Check your connection and try again.';

function fromHtml( html: string ): HTMLElement | null {
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	return holder.firstElementChild as HTMLElement | null;
}

function clearErrors( form: HTMLFormElement ) {
	form.querySelectorAll(
		'.contact-form__error, .jetpack-field__error'
	).forEach( ( node ) => node.remove() );
	form.querySelectorAll( '[aria-invalid]' ).forEach( ( node ) => {
		node.removeAttribute( 'aria-invalid' );
		node.removeAttribute( 'aria-describedby' );
	} );
	form.querySelectorAll( '.jetpack-field--invalid' ).forEach( ( node ) =>
		node.classList.remove( 'jetpack-field--invalid' )
	);
	form.querySelectorAll( 'fieldset[aria-describedby]' ).forEach( ( node ) =>
		node.removeAttribute( 'aria-describedby' )
	);
}

function showFieldError( form: HTMLFormElement, error: ErrorItem ) {
	const wrapper = Array.from(
		form.querySelectorAll< HTMLElement >( '[data-jf-field]' )
	).find( ( node ) => node.dataset.jfField === error.name );
	if ( ! wrapper ) {
		return;
	}
	const message = document.createElement( 'p' );
	message.className = 'jetpack-field__error';
	message.id = `${ error.id }-error`;
	message.textContent = error.message;
	const group = wrapper.querySelector( 'fieldset' );
	( group ?? wrapper ).appendChild( message );
	group?.setAttribute( 'aria-describedby', message.id );
	wrapper.classList.add( 'jetpack-field--invalid' );
	wrapper
		.querySelectorAll( 'input:not([type=hidden]), select, textarea' )
		.forEach( ( control ) => {
			control.setAttribute( 'aria-invalid', 'true' );
			control.setAttribute( 'aria-describedby', message.id );
		} );
}

function showErrors( form: HTMLFormElement, answer: Answer ) {
	clearErrors( form );
	let summary = answer.summaryHtml ? fromHtml( answer.summaryHtml ) : null;
	if ( ! summary ) {
		summary = document.createElement( 'div' );
		summary.className = 'contact-form__error';
		summary.setAttribute( 'role', 'alert' );
		summary.textContent = answer.message || NETWORK_ERROR;
	}
	summary.tabIndex = -1;
	form.prepend( summary );
	( answer.errors ?? [] ).forEach( ( error ) =>
		showFieldError( form, error )
	);
	summary.focus();
}

async function send( form: HTMLFormElement ) {
	const button = form.querySelector< HTMLButtonElement | HTMLInputElement >(
		'[type=submit]'
	);
	form.setAttribute( 'aria-busy', 'true' );
	if ( button ) {
		button.disabled = true;
	}
	try {
		const response = await fetch( form.action, {
			method: 'POST',
			body: new URLSearchParams(
				new FormData( form ) as unknown as Record< string, string >
			),
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
		const answer = ( await response.json() ) as Answer;
		if ( answer.success && answer.redirect ) {
			window.location.assign( answer.redirect );
			return;
		}
		const thanks =
			answer.success && answer.thankYouHtml
				? fromHtml( answer.thankYouHtml )
				: null;
		if ( thanks ) {
			form.replaceWith( thanks );
			thanks.focus();
			return;
		}
		showErrors( form, answer );
	} catch {
		showErrors( form, { success: false, message: NETWORK_ERROR } );
	} finally {
		form.removeAttribute( 'aria-busy' );
		if ( button ) {
			button.disabled = false;
		}
	}
}

function init() {
	document
		.querySelectorAll< HTMLFormElement >( 'form[data-jf-form]' )
		.forEach( ( form ) => {
			form.noValidate = true;
			form.addEventListener( 'submit', ( event ) => {
				event.preventDefault();
				if ( form.getAttribute( 'aria-busy' ) !== 'true' ) {
					void send( form );
				}
			} );
		} );
	// A page answered without JavaScript: move focus to its error summary or thank-you.
	document
		.querySelector< HTMLElement >(
			'.contact-form__error, .contact-form-submission'
		)
		?.focus();
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
