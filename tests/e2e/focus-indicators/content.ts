/**
 * Published content with every block a visitor can focus something in, as Jetpack and this
 * suite save it (the blocks' fixtures' shapes).
 */
import { STEP_NAVIGATION } from '../../support/e2e/form-markup';

const option = ( type: string, label: string ) =>
	`<!-- wp:jetpack/field-option-${ type } {"label":"${ label }"} /-->`;

/** A Markdown link, the Button as Jetpack saved link buttons, and a form with every field. */
export const FORM_POST = `<!-- wp:jetpack/rating-star {"rating":3} /-->
<!-- wp:jetpack/business-hours /-->
<!-- wp:jetpack/markdown {"source":"Read [the menu](https://example.com/menu)."} -->
<div class="wp-block-jetpack-markdown"><p>Read <a href="https://example.com/menu">the menu</a>.</p>
</div>
<!-- /wp:jetpack/markdown -->
<!-- wp:jetpack/button {"element":"a","saveInPostContent":true,"text":"Go","url":"https://example.com"} -->
<div class="wp-block-button jetpack-submit-button"><a class="wp-block-button__link" href="https://example.com" role="button">Go</a></div>
<!-- /wp:jetpack/button -->
<!-- wp:jetpack/contact-form -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email /-->
<!-- wp:jetpack/field-url {"label":"Website"} /-->
<!-- wp:jetpack/field-telephone {"label":"Mobile"} /-->
<!-- wp:jetpack/field-date {"label":"Arrival"} /-->
<!-- wp:jetpack/field-number -->
<div><!-- wp:jetpack/label {"label":"Guests"} /-->

<!-- wp:jetpack/input {"type":"number","min":1,"max":8} /--></div>
<!-- /wp:jetpack/field-number -->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/field-select {"label":"Topic","options":["Sales","Support"]} /-->
<!-- wp:jetpack/field-radio {"label":"Size"} -->
<div class="wp-block-jetpack-field-radio">${ option( 'radio', 'Small' ) }${ option(
	'radio',
	'Large'
) }</div>
<!-- /wp:jetpack/field-radio -->
<!-- wp:jetpack/field-checkbox-multiple {"label":"Extras"} -->
<div class="wp-block-jetpack-field-checkbox-multiple">${ option(
	'checkbox',
	'Bread'
) }${ option( 'checkbox', 'Jam' ) }</div>
<!-- /wp:jetpack/field-checkbox-multiple -->
<!-- wp:jetpack/field-checkbox {"label":"Call me back"} /-->
<!-- wp:jetpack/field-rating -->
<div><!-- wp:jetpack/label {"label":"How was your stay?"} /-->

<!-- wp:jetpack/input-rating /--></div>
<!-- /wp:jetpack/field-rating -->
<!-- wp:jetpack/field-file {"fileTypes":["pdf"]} -->
<div><!-- wp:jetpack/label {"label":"Your CV","lock":{"move":true,"remove":true}} /-->

<!-- wp:jetpack/dropzone {"lock":{"move":true,"remove":true}} -->
<div class="wp-block-jetpack-dropzone"><!-- wp:paragraph -->
<p>Drag and drop or click to select a file.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:jetpack/dropzone --></div>
<!-- /wp:jetpack/field-file -->
<!-- wp:jetpack/field-consent {"consentType":"explicit"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Contact Us"} /--></div>
<!-- /wp:jetpack/contact-form -->`;

/** A two-step form: Next on the first step, Back and the submit button on the second. */
export const MULTI_STEP_POST = `<!-- wp:jetpack/contact-form {"subject":"Applications"} -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/form-progress-indicator /-->

<!-- wp:jetpack/form-step-container -->
<div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container"><!-- wp:jetpack/form-step {"stepLabel":"About you"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-name {"label":"Name"} /--></div>
<!-- /wp:jetpack/form-step -->

<!-- wp:jetpack/form-step {"stepLabel":"Your message"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-textarea {"label":"Message"} /--></div>
<!-- /wp:jetpack/form-step --></div></div>
<!-- /wp:jetpack/form-step-container -->

${ STEP_NAVIGATION }</div>
<!-- /wp:jetpack/contact-form -->`;

/** Every embed behind its consent button, and the embeds saved as a button instead. */
export const EMBEDS_POST = `<!-- wp:jetpack/calendly {"url":"https://calendly.com/acme"} -->
<div class="wp-block-jetpack-calendly"></div>
<!-- /wp:jetpack/calendly -->
<!-- wp:jetpack/calendly {"style":"link","url":"https://calendly.com/acme"} -->
<div class="wp-block-jetpack-calendly"><!-- wp:jetpack/button {"element":"a","uniqueId":"calendly-widget-id","passthroughAttributes":{"url":"url"},"text":"Schedule time with me","url":"https://calendly.com/acme"} /--></div>
<!-- /wp:jetpack/calendly -->
<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com/e/picnic-tickets-122642642445","eventId":122642642445} -->
<div class="wp-block-jetpack-eventbrite"><a class="eventbrite__direct-link" href="https://www.eventbrite.com/e/picnic-tickets-122642642445">https://www.eventbrite.com/e/picnic-tickets-122642642445</a></div>
<!-- /wp:jetpack/eventbrite -->
<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com/e/picnic-tickets-122642642445","eventId":122642642445,"style":"modal"} -->
<div class="wp-block-jetpack-eventbrite"><!-- wp:jetpack/button {"element":"a","uniqueId":"eventbrite-widget-id","text":"Register"} /--></div>
<!-- /wp:jetpack/eventbrite -->
<!-- wp:jetpack/google-calendar {"url":"https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com"} -->
<a href="https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com" class="wp-block-jetpack-google-calendar">https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com</a>
<!-- /wp:jetpack/google-calendar -->
<!-- wp:jetpack/pinterest {"url":"https://www.pinterest.com/acme/bread/"} -->
<a href="https://www.pinterest.com/acme/bread/" class="wp-block-jetpack-pinterest">https://www.pinterest.com/acme/bread/</a>
<!-- /wp:jetpack/pinterest -->
<!-- wp:jetpack/opentable {"rid":["42"]} -->
<div class="wp-block-jetpack-opentable"><a href="https://www.opentable.com/restref/client/?rid=42">https://www.opentable.com/restref/client/?rid=42</a></div>
<!-- /wp:jetpack/opentable -->
<!-- wp:jetpack/gif {"caption":"Awww","giphyUrl":"https://giphy.com/embed/26BRCoPeetq9cAdhK","searchText":"cats","paddingTop":"50%"} /-->`;

/** Eventbrite's button with modal: the checkout opens in a dialog. */
export const EVENTBRITE_MODAL_POST = `<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com/e/picnic-tickets-122642642445","eventId":122642642445,"style":"modal"} -->
<div class="wp-block-jetpack-eventbrite"><!-- wp:jetpack/button {"element":"a","uniqueId":"eventbrite-widget-id","text":"Register"} /--></div>
<!-- /wp:jetpack/eventbrite -->`;

export type Upload = { id: number; url: string };

/**
 * A slideshow and a tiled gallery linking to the images (linkTo media), Related Posts, a map
 * with a marker and a Button block (a link and a button).
 * @param images two uploaded images
 */
export function mediaPost( images: Upload[] ): string {
	const slides = images
		.map(
			( image ) =>
				`<li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure><img alt="" class="wp-block-jetpack-slideshow_image wp-image-${ image.id }" data-id="${ image.id }" src="${ image.url }"/></figure></li>`
		)
		.join( '' );
	const tiles = images
		.map(
			( image, index ) =>
				`<div class="tiled-gallery__col"><figure class="tiled-gallery__item"><a href="${ image.url }"><img alt="Photo ${
					index + 1
				}" data-height="600" data-id="${ image.id }" data-link="${
					image.url
				}" data-url="${ image.url }" data-width="900" src="${
					image.url
				}"/></a></figure></div>`
		)
		.join( '' );
	const ids = JSON.stringify( images.map( ( image ) => image.id ) );
	return `<!-- wp:jetpack/slideshow {"ids":${ ids },"autoplay":true} -->
<div class="wp-block-jetpack-slideshow aligncenter" data-autoplay="true" data-delay="3" data-effect="slide"><div class="wp-block-jetpack-slideshow_container swiper"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">${ slides }</ul><a class="wp-block-jetpack-slideshow_button-prev swiper-button-prev swiper-button-white" role="button"></a><a class="wp-block-jetpack-slideshow_button-next swiper-button-next swiper-button-white" role="button"></a><a aria-label="Pause Slideshow" class="wp-block-jetpack-slideshow_button-pause" role="button"></a><div class="wp-block-jetpack-slideshow_pagination swiper-pagination swiper-pagination-white"></div></div></div>
<!-- /wp:jetpack/slideshow -->
<!-- wp:jetpack/tiled-gallery {"className":"is-style-square","columns":2,"ids":${ ids },"linkTo":"media"} -->
<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-square"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row columns-2">${ tiles }</div></div></div></div>
<!-- /wp:jetpack/tiled-gallery -->
<!-- wp:paragraph -->
<p>Sourdough bread from a sourdough starter.</p>
<!-- /wp:paragraph -->
<!-- wp:jetpack/related-posts {"postLayout":"list","displayDate":false,"postsToShow":2} -->
<div class="wp-block-jetpack-related-posts"></div>
<!-- /wp:jetpack/related-posts -->
<!-- wp:jetpack/map {"points":[{"placeTitle":"Ferry Building","title":"The ferry","caption":"1 Ferry Building, San Francisco","id":"node.1","coordinates":{"longitude":-122.3937,"latitude":37.7955}}],"zoom":15,"mapCenter":{"longitude":-122.3937,"latitude":37.7955}} -->
<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[{&quot;placeTitle&quot;:&quot;Ferry Building&quot;,&quot;title&quot;:&quot;The ferry&quot;,&quot;caption&quot;:&quot;1 Ferry Building, San Francisco&quot;,&quot;id&quot;:&quot;node.1&quot;,&quot;coordinates&quot;:{&quot;longitude&quot;:-122.3937,&quot;latitude&quot;:37.7955}}]" data-zoom="15" data-map-center="{&quot;longitude&quot;:-122.3937,&quot;latitude&quot;:37.7955}" data-marker-color="red"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=37.7955,-122.3937">The ferry</a></li></ul></div>
<!-- /wp:jetpack/map -->
<!-- wp:jetpack/button {"element":"a","text":"Order bread","url":"https://example.com/order"} /-->`;
}

/** Posts Related Posts lists on the media post. */
export const RELATED_POSTS = [
	{
		title: 'Sourdough starter from scratch',
		content:
			'Feed the sourdough starter flour and water every day; a lively starter makes sourdough bread rise.',
	},
	{
		title: 'Shaping a sourdough loaf',
		content:
			'Shape the sourdough dough, proof it overnight and bake the sourdough bread in a hot oven.',
	},
];
