/**
 * Saved markup the browser tests' posts share: a multi-step form's navigation as Jetpack saves
 * it (core Button blocks: Back, Next and the submit button "Apply").
 */
export const STEP_NAVIGATION = `<!-- wp:jetpack/form-step-navigation -->
<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation"><!-- wp:button {"tagName":"button","className":"is-style-outline form-button-previous is-previous"} -->
<div class="wp-block-button is-style-outline form-button-previous is-previous"><button type="button" class="wp-block-button__link wp-element-button">Back</button></div>
<!-- /wp:button -->

<!-- wp:button {"tagName":"button","className":"form-button-next is-next"} -->
<div class="wp-block-button form-button-next is-next"><button type="button" class="wp-block-button__link wp-element-button">Next</button></div>
<!-- /wp:button -->

<!-- wp:button {"tagName":"button","type":"submit","className":"form-button-submit is-submit"} -->
<div class="wp-block-button form-button-submit is-submit"><button type="submit" class="wp-block-button__link wp-element-button">Apply</button></div>
<!-- /wp:button --></div></div>
<!-- /wp:jetpack/form-step-navigation -->`;
