/** Saved as Jetpack saves it: the comment only (`<!-- wp:jetpack/form-progress-indicator /-->`). */
export default function save() {
	return null;
}
