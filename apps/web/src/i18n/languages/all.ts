// Every language's texts at once, for unit tests that speak them all (the app loads one at a time).
import './de.ts';
import './fr.ts';
import './hr.ts';
import './nl.ts';
import './pt.ts';
import './sr-Cyrl.ts';
