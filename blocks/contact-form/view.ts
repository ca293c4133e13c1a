/**
 * Contact forms with JavaScript: checked in the browser first with the server's own rules and
 * messages (shared/forms/model/field-rules.ts; the server checks again), then sent in place with
 * fetch (`Accept: application/json` to the form's own action, which answers refusals as 200
 * `success: false`, so nothing lands in the console), the thank-you shown where the form was and
 * focused, or the errors shown inline (field messages tied with aria-describedby / aria-invalid,
 * the summary announced with role=alert and focused). What only some forms need comes in view
 * chunks loaded from beside this script for those forms alone (shared/view/view-chunk.ts):
 * steps.js shows a multi-step form one step at a time (view-chunks/steps.ts), conditions.js
 * shows and hides conditional fields as the visitor answers (view-chunks/conditions.ts; hidden
 * ones are neither checked nor sent). Without this script the same form posts normally and the
 * server answers with the page. Tiny on purpose: no editor code, no dependencies.
 */
import { onPageReady } from '../../shared/view/page-ready';
import type { FieldKind } from '../../shared/forms/field-kinds';
import { loadViewChunk } from '../../shared/view/view-chunk';
import type { ConditionsChunk } from './view-chunks/conditions';
import type { StepsChunk, StepsController } from './view-chunks/steps';
import {
	checkFieldValue,
	limitOf,
	MESSAGES,
} from '../../shared/forms/model/field-rules';

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

/**
 * The fields' errors by the rules the server applies, read from what the form holds now.
 * @param form
 * @param root only the fields inside it (a step of a multi-step form)
 */
function browserErrors(
	form: HTMLFormElement,
	root: HTMLElement = form
): ErrorItem[] {
	const data = new FormData( form );
	const errors: ErrorItem[] = [];
	root.querySelectorAll< HTMLElement >( '[data-jf-field]' ).forEach(
		( wrapper ) => {
			const {
				jfField: name = '',
				jfId: id = '',
				jfLabel = '',
			} = wrapper.dataset;
			const type = wrapper.dataset.jfType as FieldKind | undefined;
			// A conditional field the answers hide is not asked for.
			if ( ! type || wrapper.hidden ) {
				return;
			}
			const raw =
				type === 'checkbox-multiple'
					? data.getAll( `${ name }[]` )
					: ( data.get( name ) ?? undefined );
			const options = Array.from(
				wrapper.querySelectorAll<
					HTMLInputElement | HTMLOptionElement
				>( 'input[type=radio], input[type=checkbox], option' ),
				( option ) => option.value
			);
			const { error } = checkFieldValue(
				{
					type,
					required: wrapper.dataset.jfRequired !== undefined,
					options,
					explicitConsent: !! wrapper.querySelector(
						'input[type=checkbox]'
					),
					min: limitOf( wrapper.dataset.jfMin ),
					max: limitOf( wrapper.dataset.jfMax ),
					step: limitOf( wrapper.dataset.jfStep ),
				},
				raw
			);
			if ( error ) {
				errors.push( { name, id, label: jfLabel, message: error } );
			}
		}
	);
	return errors;
}

/**
 * The same summary the server writes: a title and one link per invalid field.
 * @param form
 * @param errors
 */
function summaryOf( form: HTMLFormElement, errors: ErrorItem[] ): HTMLElement {
	const summary = document.createElement( 'div' );
	summary.className = 'contact-form__error';
	summary.id = `${ form.id }-errors`;
	summary.setAttribute( 'role', 'alert' );
	const title = document.createElement( 'p' );
	title.className = 'contact-form__error-title';
	title.textContent = MESSAGES.summary;
	const list = document.createElement( 'ul' );
	errors.forEach( ( error ) => {
		const link = document.createElement( 'a' );
		link.href = `#${ error.id }`;
		link.textContent = `${ error.label }: ${ error.message }`;
		list.appendChild( document.createElement( 'li' ) ).appendChild( link );
	} );
	summary.append( title, list );
	return summary;
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

function fieldOf( form: HTMLFormElement, name: string ): Element | null {
	return (
		Array.from(
			form.querySelectorAll< HTMLElement >( '[data-jf-field]' )
		).find( ( node ) => node.dataset.jfField === name ) ?? null
	);
}

/**
 * Shows the errors, on the step of the first one in a multi-step form.
 * @param form
 * @param answer
 * @param steps
 */
function showAnswerErrors(
	form: HTMLFormElement,
	answer: Answer,
	steps: StepsController | null
) {
	const first = answer.errors?.[ 0 ];
	if ( steps && first ) {
		steps.showStepOf( fieldOf( form, first.name ) );
	}
	showErrors( form, answer );
}

/**
 * The body the form is sent with: multipart (the form's files) when the form says so, else
 * form-encoded as the page would post it.
 * @param form
 */
function bodyOf( form: HTMLFormElement ): BodyInit {
	const data = new FormData( form );
	return form.enctype === 'multipart/form-data'
		? data
		: new URLSearchParams( data as unknown as Record< string, string > );
}

async function send( form: HTMLFormElement, steps: StepsController | null ) {
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
			body: bodyOf( form ),
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
		showAnswerErrors( form, answer, steps );
	} catch {
		showErrors( form, { success: false, message: NETWORK_ERROR } );
	} finally {
		form.removeAttribute( 'aria-busy' );
		if ( button ) {
			button.disabled = false;
		}
	}
}

/**
 * Starts one form: the chunks it needs load now (steps.js for two steps or more, conditions.js
 * for rules), the rest works at once. A submit before they have loaded waits for them (the form
 * `aria-busy` meanwhile), so it never skips a step's checks or sends a field the rules hide. A
 * chunk that fails leaves its part as it is without JavaScript: every step shown and the form
 * sent whole; every field shown and, since the browser cannot tell which the rules hide, no
 * checks before sending: the server, which works the rules out, answers with the errors.
 * @param form
 */
function startForm( form: HTMLFormElement ) {
	form.noValidate = true;
	let steps: StepsController | null = null;
	let serverChecks = false;
	const errorsIn = ( root?: HTMLElement ) =>
		serverChecks ? [] : browserErrors( form, root );
	const invalid = ( errors: ErrorItem[] ): Answer => ( {
		success: false,
		errors,
		summaryHtml: summaryOf( form, errors ).outerHTML,
	} );
	const loading: Promise< void >[] = [];
	if ( form.querySelectorAll( 'fieldset[data-jf-step]' ).length > 1 ) {
		loading.push(
			loadViewChunk< StepsChunk >( 'steps.js' )
				.then( ( chunk ) => {
					steps = chunk.initSteps(
						form,
						errorsIn,
						( errors ) =>
							showErrors(
								form,
								invalid( errors as ErrorItem[] )
							),
						() => clearErrors( form )
					);
				} )
				.catch( () => {} )
		);
	}
	if ( form.dataset.jfConditions ) {
		loading.push(
			loadViewChunk< ConditionsChunk >( 'conditions.js' )
				.then( ( chunk ) => chunk.initConditions( form ) )
				.catch( () => {
					serverChecks = true;
				} )
		);
	}
	let ready = ! loading.length;
	const whenReady = Promise.all( loading ).then( () => {
		ready = true;
	} );

	const submit = () => {
		// Enter before the last step moves on, as Next does.
		if ( steps && ! steps.isLast() ) {
			steps.next();
			return;
		}
		const errors = errorsIn();
		if ( errors.length ) {
			showAnswerErrors( form, invalid( errors ), steps );
			return;
		}
		void send( form, steps );
	};
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		if ( ready ) {
			submit();
			return;
		}
		form.setAttribute( 'aria-busy', 'true' );
		void whenReady.then( () => {
			form.removeAttribute( 'aria-busy' );
			submit();
		} );
	} );
}

function init() {
	document
		.querySelectorAll< HTMLFormElement >( 'form[data-jf-form]' )
		.forEach( startForm );
	// A page answered without JavaScript: move focus to its error summary or thank-you.
	document
		.querySelector< HTMLElement >(
			'.contact-form__error, .contact-form-submission'
		)
		?.focus();
}

onPageReady( init );
