// generated - do not edit: written by `npm run gen` from schemas/defs/state.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["14319410"] = validate10;
const schema27 = {"const":"AZ","title":"caption.arizona","$id":"14319410"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="14319410" */;
let vErrors = null;
let errors = 0;
if("AZ" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AZ"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["https://provider-portal.example/schemas/defs/state.json"] = validate11;
const schema28 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/state.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/state.json","title":"caption.state","type":"string","oneOf":[{"const":"AL","title":"caption.alabama"},{"const":"AK","title":"caption.alaska"},{"const":"AZ","title":"caption.arizona"},{"const":"AR","title":"caption.arkansas"},{"const":"CA","title":"caption.california"},{"const":"CO","title":"caption.colorado"},{"const":"CT","title":"caption.connecticut"},{"const":"DE","title":"caption.delaware"},{"const":"DC","title":"caption.districtOfColumbia"},{"const":"FL","title":"caption.florida"},{"const":"GA","title":"caption.georgia"},{"const":"HI","title":"caption.hawaii"},{"const":"ID","title":"caption.idaho"},{"const":"IL","title":"caption.illinois"},{"const":"IN","title":"caption.indiana"},{"const":"IA","title":"caption.iowa"},{"const":"KS","title":"caption.kansas"},{"const":"KY","title":"caption.kentucky"},{"const":"LA","title":"caption.louisiana"},{"const":"ME","title":"caption.maine"},{"const":"MD","title":"caption.maryland"},{"const":"MA","title":"caption.massachusetts"},{"const":"MI","title":"caption.michigan"},{"const":"MN","title":"caption.minnesota"},{"const":"MS","title":"caption.mississippi"},{"const":"MO","title":"caption.missouri"},{"const":"MT","title":"caption.montana"},{"const":"NE","title":"caption.nebraska"},{"const":"NV","title":"caption.nevada"},{"const":"NH","title":"caption.newHampshire"},{"const":"NJ","title":"caption.newJersey"},{"const":"NM","title":"caption.newMexico"},{"const":"NY","title":"caption.newYork"},{"const":"NC","title":"caption.northCarolina"},{"const":"ND","title":"caption.northDakota"},{"const":"OH","title":"caption.ohio"},{"const":"OK","title":"caption.oklahoma"},{"const":"OR","title":"caption.oregon"},{"const":"PA","title":"caption.pennsylvania"},{"const":"PR","title":"caption.puertoRico"},{"const":"RI","title":"caption.rhodeIsland"},{"const":"SC","title":"caption.southCarolina"},{"const":"SD","title":"caption.southDakota"},{"const":"TN","title":"caption.tennessee"},{"const":"TX","title":"caption.texas"},{"const":"UT","title":"caption.utah"},{"const":"VT","title":"caption.vermont"},{"const":"VI","title":"caption.virginIslands"},{"const":"VA","title":"caption.virginia"},{"const":"WA","title":"caption.washington"},{"const":"WV","title":"caption.westVirginia"},{"const":"WI","title":"caption.wisconsin"},{"const":"WY","title":"caption.wyoming"}],"messages":{"required":"field.required","const":"field.invalid"},"definitions":{},"validCharacters":true};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/state.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = false;
let passing0 = null;
const _errs3 = errors;
if("AL" !== data){
const err0 = {instancePath,schemaPath:"#/oneOf/0/const",keyword:"const",params:{allowedValue: "AL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if("AK" !== data){
const err1 = {instancePath,schemaPath:"#/oneOf/1/const",keyword:"const",params:{allowedValue: "AK"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs5 = errors;
if("AZ" !== data){
const err2 = {instancePath,schemaPath:"#/oneOf/2/const",keyword:"const",params:{allowedValue: "AZ"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs6 = errors;
if("AR" !== data){
const err3 = {instancePath,schemaPath:"#/oneOf/3/const",keyword:"const",params:{allowedValue: "AR"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs7 = errors;
if("CA" !== data){
const err4 = {instancePath,schemaPath:"#/oneOf/4/const",keyword:"const",params:{allowedValue: "CA"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
const _errs8 = errors;
if("CO" !== data){
const err5 = {instancePath,schemaPath:"#/oneOf/5/const",keyword:"const",params:{allowedValue: "CO"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
}
const _errs9 = errors;
if("CT" !== data){
const err6 = {instancePath,schemaPath:"#/oneOf/6/const",keyword:"const",params:{allowedValue: "CT"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
}
const _errs10 = errors;
if("DE" !== data){
const err7 = {instancePath,schemaPath:"#/oneOf/7/const",keyword:"const",params:{allowedValue: "DE"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
}
const _errs11 = errors;
if("DC" !== data){
const err8 = {instancePath,schemaPath:"#/oneOf/8/const",keyword:"const",params:{allowedValue: "DC"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid0 = true;
passing0 = 8;
}
const _errs12 = errors;
if("FL" !== data){
const err9 = {instancePath,schemaPath:"#/oneOf/9/const",keyword:"const",params:{allowedValue: "FL"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid0 = true;
passing0 = 9;
}
const _errs13 = errors;
if("GA" !== data){
const err10 = {instancePath,schemaPath:"#/oneOf/10/const",keyword:"const",params:{allowedValue: "GA"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid0 = true;
passing0 = 10;
}
const _errs14 = errors;
if("HI" !== data){
const err11 = {instancePath,schemaPath:"#/oneOf/11/const",keyword:"const",params:{allowedValue: "HI"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid0 = true;
passing0 = 11;
}
const _errs15 = errors;
if("ID" !== data){
const err12 = {instancePath,schemaPath:"#/oneOf/12/const",keyword:"const",params:{allowedValue: "ID"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid0 = true;
passing0 = 12;
}
const _errs16 = errors;
if("IL" !== data){
const err13 = {instancePath,schemaPath:"#/oneOf/13/const",keyword:"const",params:{allowedValue: "IL"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 13];
}
else {
if(_valid0){
valid0 = true;
passing0 = 13;
}
const _errs17 = errors;
if("IN" !== data){
const err14 = {instancePath,schemaPath:"#/oneOf/14/const",keyword:"const",params:{allowedValue: "IN"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 14];
}
else {
if(_valid0){
valid0 = true;
passing0 = 14;
}
const _errs18 = errors;
if("IA" !== data){
const err15 = {instancePath,schemaPath:"#/oneOf/15/const",keyword:"const",params:{allowedValue: "IA"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 15];
}
else {
if(_valid0){
valid0 = true;
passing0 = 15;
}
const _errs19 = errors;
if("KS" !== data){
const err16 = {instancePath,schemaPath:"#/oneOf/16/const",keyword:"const",params:{allowedValue: "KS"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 16];
}
else {
if(_valid0){
valid0 = true;
passing0 = 16;
}
const _errs20 = errors;
if("KY" !== data){
const err17 = {instancePath,schemaPath:"#/oneOf/17/const",keyword:"const",params:{allowedValue: "KY"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 17];
}
else {
if(_valid0){
valid0 = true;
passing0 = 17;
}
const _errs21 = errors;
if("LA" !== data){
const err18 = {instancePath,schemaPath:"#/oneOf/18/const",keyword:"const",params:{allowedValue: "LA"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 18];
}
else {
if(_valid0){
valid0 = true;
passing0 = 18;
}
const _errs22 = errors;
if("ME" !== data){
const err19 = {instancePath,schemaPath:"#/oneOf/19/const",keyword:"const",params:{allowedValue: "ME"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 19];
}
else {
if(_valid0){
valid0 = true;
passing0 = 19;
}
const _errs23 = errors;
if("MD" !== data){
const err20 = {instancePath,schemaPath:"#/oneOf/20/const",keyword:"const",params:{allowedValue: "MD"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 20];
}
else {
if(_valid0){
valid0 = true;
passing0 = 20;
}
const _errs24 = errors;
if("MA" !== data){
const err21 = {instancePath,schemaPath:"#/oneOf/21/const",keyword:"const",params:{allowedValue: "MA"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs24 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 21];
}
else {
if(_valid0){
valid0 = true;
passing0 = 21;
}
const _errs25 = errors;
if("MI" !== data){
const err22 = {instancePath,schemaPath:"#/oneOf/22/const",keyword:"const",params:{allowedValue: "MI"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 22];
}
else {
if(_valid0){
valid0 = true;
passing0 = 22;
}
const _errs26 = errors;
if("MN" !== data){
const err23 = {instancePath,schemaPath:"#/oneOf/23/const",keyword:"const",params:{allowedValue: "MN"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs26 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 23];
}
else {
if(_valid0){
valid0 = true;
passing0 = 23;
}
const _errs27 = errors;
if("MS" !== data){
const err24 = {instancePath,schemaPath:"#/oneOf/24/const",keyword:"const",params:{allowedValue: "MS"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 24];
}
else {
if(_valid0){
valid0 = true;
passing0 = 24;
}
const _errs28 = errors;
if("MO" !== data){
const err25 = {instancePath,schemaPath:"#/oneOf/25/const",keyword:"const",params:{allowedValue: "MO"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 25];
}
else {
if(_valid0){
valid0 = true;
passing0 = 25;
}
const _errs29 = errors;
if("MT" !== data){
const err26 = {instancePath,schemaPath:"#/oneOf/26/const",keyword:"const",params:{allowedValue: "MT"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs29 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 26];
}
else {
if(_valid0){
valid0 = true;
passing0 = 26;
}
const _errs30 = errors;
if("NE" !== data){
const err27 = {instancePath,schemaPath:"#/oneOf/27/const",keyword:"const",params:{allowedValue: "NE"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs30 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 27];
}
else {
if(_valid0){
valid0 = true;
passing0 = 27;
}
const _errs31 = errors;
if("NV" !== data){
const err28 = {instancePath,schemaPath:"#/oneOf/28/const",keyword:"const",params:{allowedValue: "NV"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 28];
}
else {
if(_valid0){
valid0 = true;
passing0 = 28;
}
const _errs32 = errors;
if("NH" !== data){
const err29 = {instancePath,schemaPath:"#/oneOf/29/const",keyword:"const",params:{allowedValue: "NH"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs32 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 29];
}
else {
if(_valid0){
valid0 = true;
passing0 = 29;
}
const _errs33 = errors;
if("NJ" !== data){
const err30 = {instancePath,schemaPath:"#/oneOf/30/const",keyword:"const",params:{allowedValue: "NJ"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs33 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 30];
}
else {
if(_valid0){
valid0 = true;
passing0 = 30;
}
const _errs34 = errors;
if("NM" !== data){
const err31 = {instancePath,schemaPath:"#/oneOf/31/const",keyword:"const",params:{allowedValue: "NM"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs34 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 31];
}
else {
if(_valid0){
valid0 = true;
passing0 = 31;
}
const _errs35 = errors;
if("NY" !== data){
const err32 = {instancePath,schemaPath:"#/oneOf/32/const",keyword:"const",params:{allowedValue: "NY"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 32];
}
else {
if(_valid0){
valid0 = true;
passing0 = 32;
}
const _errs36 = errors;
if("NC" !== data){
const err33 = {instancePath,schemaPath:"#/oneOf/33/const",keyword:"const",params:{allowedValue: "NC"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs36 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 33];
}
else {
if(_valid0){
valid0 = true;
passing0 = 33;
}
const _errs37 = errors;
if("ND" !== data){
const err34 = {instancePath,schemaPath:"#/oneOf/34/const",keyword:"const",params:{allowedValue: "ND"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs37 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 34];
}
else {
if(_valid0){
valid0 = true;
passing0 = 34;
}
const _errs38 = errors;
if("OH" !== data){
const err35 = {instancePath,schemaPath:"#/oneOf/35/const",keyword:"const",params:{allowedValue: "OH"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs38 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 35];
}
else {
if(_valid0){
valid0 = true;
passing0 = 35;
}
const _errs39 = errors;
if("OK" !== data){
const err36 = {instancePath,schemaPath:"#/oneOf/36/const",keyword:"const",params:{allowedValue: "OK"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs39 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 36];
}
else {
if(_valid0){
valid0 = true;
passing0 = 36;
}
const _errs40 = errors;
if("OR" !== data){
const err37 = {instancePath,schemaPath:"#/oneOf/37/const",keyword:"const",params:{allowedValue: "OR"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs40 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 37];
}
else {
if(_valid0){
valid0 = true;
passing0 = 37;
}
const _errs41 = errors;
if("PA" !== data){
const err38 = {instancePath,schemaPath:"#/oneOf/38/const",keyword:"const",params:{allowedValue: "PA"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 38];
}
else {
if(_valid0){
valid0 = true;
passing0 = 38;
}
const _errs42 = errors;
if("PR" !== data){
const err39 = {instancePath,schemaPath:"#/oneOf/39/const",keyword:"const",params:{allowedValue: "PR"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs42 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 39];
}
else {
if(_valid0){
valid0 = true;
passing0 = 39;
}
const _errs43 = errors;
if("RI" !== data){
const err40 = {instancePath,schemaPath:"#/oneOf/40/const",keyword:"const",params:{allowedValue: "RI"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs43 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 40];
}
else {
if(_valid0){
valid0 = true;
passing0 = 40;
}
const _errs44 = errors;
if("SC" !== data){
const err41 = {instancePath,schemaPath:"#/oneOf/41/const",keyword:"const",params:{allowedValue: "SC"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs44 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 41];
}
else {
if(_valid0){
valid0 = true;
passing0 = 41;
}
const _errs45 = errors;
if("SD" !== data){
const err42 = {instancePath,schemaPath:"#/oneOf/42/const",keyword:"const",params:{allowedValue: "SD"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs45 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 42];
}
else {
if(_valid0){
valid0 = true;
passing0 = 42;
}
const _errs46 = errors;
if("TN" !== data){
const err43 = {instancePath,schemaPath:"#/oneOf/43/const",keyword:"const",params:{allowedValue: "TN"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid0 = _errs46 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 43];
}
else {
if(_valid0){
valid0 = true;
passing0 = 43;
}
const _errs47 = errors;
if("TX" !== data){
const err44 = {instancePath,schemaPath:"#/oneOf/44/const",keyword:"const",params:{allowedValue: "TX"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs47 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 44];
}
else {
if(_valid0){
valid0 = true;
passing0 = 44;
}
const _errs48 = errors;
if("UT" !== data){
const err45 = {instancePath,schemaPath:"#/oneOf/45/const",keyword:"const",params:{allowedValue: "UT"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs48 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 45];
}
else {
if(_valid0){
valid0 = true;
passing0 = 45;
}
const _errs49 = errors;
if("VT" !== data){
const err46 = {instancePath,schemaPath:"#/oneOf/46/const",keyword:"const",params:{allowedValue: "VT"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs49 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 46];
}
else {
if(_valid0){
valid0 = true;
passing0 = 46;
}
const _errs50 = errors;
if("VI" !== data){
const err47 = {instancePath,schemaPath:"#/oneOf/47/const",keyword:"const",params:{allowedValue: "VI"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs50 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 47];
}
else {
if(_valid0){
valid0 = true;
passing0 = 47;
}
const _errs51 = errors;
if("VA" !== data){
const err48 = {instancePath,schemaPath:"#/oneOf/48/const",keyword:"const",params:{allowedValue: "VA"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs51 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 48];
}
else {
if(_valid0){
valid0 = true;
passing0 = 48;
}
const _errs52 = errors;
if("WA" !== data){
const err49 = {instancePath,schemaPath:"#/oneOf/49/const",keyword:"const",params:{allowedValue: "WA"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 49];
}
else {
if(_valid0){
valid0 = true;
passing0 = 49;
}
const _errs53 = errors;
if("WV" !== data){
const err50 = {instancePath,schemaPath:"#/oneOf/50/const",keyword:"const",params:{allowedValue: "WV"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid0 = _errs53 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 50];
}
else {
if(_valid0){
valid0 = true;
passing0 = 50;
}
const _errs54 = errors;
if("WI" !== data){
const err51 = {instancePath,schemaPath:"#/oneOf/51/const",keyword:"const",params:{allowedValue: "WI"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid0 = _errs54 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 51];
}
else {
if(_valid0){
valid0 = true;
passing0 = 51;
}
const _errs55 = errors;
if("WY" !== data){
const err52 = {instancePath,schemaPath:"#/oneOf/52/const",keyword:"const",params:{allowedValue: "WY"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid0 = _errs55 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 52];
}
else {
if(_valid0){
valid0 = true;
passing0 = 52;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid0){
const err53 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(typeof data === "string"){
if(pattern0.test(data)){
const err54 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["-6e5fde95"] = validate12;
const schema29 = {"const":"AL","title":"caption.alabama","$id":"-6e5fde95"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6e5fde95" */;
let vErrors = null;
let errors = 0;
if("AL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["4ea3e8e8"] = validate13;
const schema30 = {"const":"AK","title":"caption.alaska","$id":"4ea3e8e8"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4ea3e8e8" */;
let vErrors = null;
let errors = 0;
if("AK" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AK"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["1074e3cc"] = validate14;
const schema31 = {"const":"AR","title":"caption.arkansas","$id":"1074e3cc"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1074e3cc" */;
let vErrors = null;
let errors = 0;
if("AR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-7bdfd507"] = validate15;
const schema32 = {"const":"CA","title":"caption.california","$id":"-7bdfd507"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7bdfd507" */;
let vErrors = null;
let errors = 0;
if("CA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["-49aa8564"] = validate16;
const schema33 = {"const":"CO","title":"caption.colorado","$id":"-49aa8564"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-49aa8564" */;
let vErrors = null;
let errors = 0;
if("CO" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CO"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["-6000cbd5"] = validate17;
const schema34 = {"const":"CT","title":"caption.connecticut","$id":"-6000cbd5"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6000cbd5" */;
let vErrors = null;
let errors = 0;
if("CT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["1213def1"] = validate18;
const schema35 = {"const":"DE","title":"caption.delaware","$id":"1213def1"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1213def1" */;
let vErrors = null;
let errors = 0;
if("DE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DE"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["50baaa47"] = validate19;
const schema36 = {"const":"DC","title":"caption.districtOfColumbia","$id":"50baaa47"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="50baaa47" */;
let vErrors = null;
let errors = 0;
if("DC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

__validators["7aa712ba"] = validate20;
const schema37 = {"const":"FL","title":"caption.florida","$id":"7aa712ba"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7aa712ba" */;
let vErrors = null;
let errors = 0;
if("FL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["71e7388f"] = validate21;
const schema38 = {"const":"GA","title":"caption.georgia","$id":"71e7388f"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="71e7388f" */;
let vErrors = null;
let errors = 0;
if("GA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "GA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

__validators["4400f3e1"] = validate22;
const schema39 = {"const":"HI","title":"caption.hawaii","$id":"4400f3e1"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4400f3e1" */;
let vErrors = null;
let errors = 0;
if("HI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "HI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

__validators["-34d13f61"] = validate23;
const schema40 = {"const":"ID","title":"caption.idaho","$id":"-34d13f61"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-34d13f61" */;
let vErrors = null;
let errors = 0;
if("ID" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ID"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

__validators["-14c1a519"] = validate24;
const schema41 = {"const":"IL","title":"caption.illinois","$id":"-14c1a519"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-14c1a519" */;
let vErrors = null;
let errors = 0;
if("IL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

__validators["6302ba6"] = validate25;
const schema42 = {"const":"IN","title":"caption.indiana","$id":"6302ba6"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6302ba6" */;
let vErrors = null;
let errors = 0;
if("IN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

__validators["-171f6649"] = validate26;
const schema43 = {"const":"IA","title":"caption.iowa","$id":"-171f6649"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-171f6649" */;
let vErrors = null;
let errors = 0;
if("IA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

__validators["515cfdc4"] = validate27;
const schema44 = {"const":"KS","title":"caption.kansas","$id":"515cfdc4"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="515cfdc4" */;
let vErrors = null;
let errors = 0;
if("KS" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "KS"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

__validators["197932cd"] = validate28;
const schema45 = {"const":"KY","title":"caption.kentucky","$id":"197932cd"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="197932cd" */;
let vErrors = null;
let errors = 0;
if("KY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "KY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

__validators["-12091ed"] = validate29;
const schema46 = {"const":"LA","title":"caption.louisiana","$id":"-12091ed"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-12091ed" */;
let vErrors = null;
let errors = 0;
if("LA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "LA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

__validators["-694e5d45"] = validate30;
const schema47 = {"const":"ME","title":"caption.maine","$id":"-694e5d45"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-694e5d45" */;
let vErrors = null;
let errors = 0;
if("ME" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ME"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

__validators["652ef2ee"] = validate31;
const schema48 = {"const":"MD","title":"caption.maryland","$id":"652ef2ee"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="652ef2ee" */;
let vErrors = null;
let errors = 0;
if("MD" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MD"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

__validators["47deb409"] = validate32;
const schema49 = {"const":"MA","title":"caption.massachusetts","$id":"47deb409"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="47deb409" */;
let vErrors = null;
let errors = 0;
if("MA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

__validators["6c66748f"] = validate33;
const schema50 = {"const":"MI","title":"caption.michigan","$id":"6c66748f"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6c66748f" */;
let vErrors = null;
let errors = 0;
if("MI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

__validators["-672a0776"] = validate34;
const schema51 = {"const":"MN","title":"caption.minnesota","$id":"-672a0776"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-672a0776" */;
let vErrors = null;
let errors = 0;
if("MN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

__validators["-eccb956"] = validate35;
const schema52 = {"const":"MS","title":"caption.mississippi","$id":"-eccb956"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-eccb956" */;
let vErrors = null;
let errors = 0;
if("MS" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MS"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

__validators["3f73d856"] = validate36;
const schema53 = {"const":"MO","title":"caption.missouri","$id":"3f73d856"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3f73d856" */;
let vErrors = null;
let errors = 0;
if("MO" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MO"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

__validators["-22874296"] = validate37;
const schema54 = {"const":"MT","title":"caption.montana","$id":"-22874296"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-22874296" */;
let vErrors = null;
let errors = 0;
if("MT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

__validators["-4207e8e9"] = validate38;
const schema55 = {"const":"NE","title":"caption.nebraska","$id":"-4207e8e9"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4207e8e9" */;
let vErrors = null;
let errors = 0;
if("NE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NE"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

__validators["-4859938a"] = validate39;
const schema56 = {"const":"NV","title":"caption.nevada","$id":"-4859938a"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4859938a" */;
let vErrors = null;
let errors = 0;
if("NV" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NV"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

__validators["-10b09a90"] = validate40;
const schema57 = {"const":"NH","title":"caption.newHampshire","$id":"-10b09a90"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-10b09a90" */;
let vErrors = null;
let errors = 0;
if("NH" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NH"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

__validators["2a5cab43"] = validate41;
const schema58 = {"const":"NJ","title":"caption.newJersey","$id":"2a5cab43"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2a5cab43" */;
let vErrors = null;
let errors = 0;
if("NJ" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NJ"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

__validators["-55965af5"] = validate42;
const schema59 = {"const":"NM","title":"caption.newMexico","$id":"-55965af5"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-55965af5" */;
let vErrors = null;
let errors = 0;
if("NM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NM"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

__validators["-1f05f58f"] = validate43;
const schema60 = {"const":"NY","title":"caption.newYork","$id":"-1f05f58f"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1f05f58f" */;
let vErrors = null;
let errors = 0;
if("NY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

__validators["-2dba5584"] = validate44;
const schema61 = {"const":"NC","title":"caption.northCarolina","$id":"-2dba5584"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2dba5584" */;
let vErrors = null;
let errors = 0;
if("NC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

__validators["-10addd80"] = validate45;
const schema62 = {"const":"ND","title":"caption.northDakota","$id":"-10addd80"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-10addd80" */;
let vErrors = null;
let errors = 0;
if("ND" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ND"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

__validators["578c8aa5"] = validate46;
const schema63 = {"const":"OH","title":"caption.ohio","$id":"578c8aa5"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="578c8aa5" */;
let vErrors = null;
let errors = 0;
if("OH" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OH"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

__validators["-23f2c751"] = validate47;
const schema64 = {"const":"OK","title":"caption.oklahoma","$id":"-23f2c751"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-23f2c751" */;
let vErrors = null;
let errors = 0;
if("OK" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OK"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

__validators["189bbe00"] = validate48;
const schema65 = {"const":"OR","title":"caption.oregon","$id":"189bbe00"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="189bbe00" */;
let vErrors = null;
let errors = 0;
if("OR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

__validators["-4290a308"] = validate49;
const schema66 = {"const":"PA","title":"caption.pennsylvania","$id":"-4290a308"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4290a308" */;
let vErrors = null;
let errors = 0;
if("PA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "PA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

__validators["-70179f3"] = validate50;
const schema67 = {"const":"PR","title":"caption.puertoRico","$id":"-70179f3"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-70179f3" */;
let vErrors = null;
let errors = 0;
if("PR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "PR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

__validators["-22571843"] = validate51;
const schema68 = {"const":"RI","title":"caption.rhodeIsland","$id":"-22571843"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-22571843" */;
let vErrors = null;
let errors = 0;
if("RI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "RI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

__validators["-5bac14e1"] = validate52;
const schema69 = {"const":"SC","title":"caption.southCarolina","$id":"-5bac14e1"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5bac14e1" */;
let vErrors = null;
let errors = 0;
if("SC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "SC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}

__validators["-77d1d01d"] = validate53;
const schema70 = {"const":"SD","title":"caption.southDakota","$id":"-77d1d01d"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-77d1d01d" */;
let vErrors = null;
let errors = 0;
if("SD" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "SD"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

__validators["-6c8b8e1b"] = validate54;
const schema71 = {"const":"TN","title":"caption.tennessee","$id":"-6c8b8e1b"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6c8b8e1b" */;
let vErrors = null;
let errors = 0;
if("TN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "TN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}

__validators["-18a63dcc"] = validate55;
const schema72 = {"const":"TX","title":"caption.texas","$id":"-18a63dcc"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-18a63dcc" */;
let vErrors = null;
let errors = 0;
if("TX" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "TX"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

__validators["-2f7abada"] = validate56;
const schema73 = {"const":"UT","title":"caption.utah","$id":"-2f7abada"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2f7abada" */;
let vErrors = null;
let errors = 0;
if("UT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "UT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

__validators["-2c6c82a0"] = validate57;
const schema74 = {"const":"VT","title":"caption.vermont","$id":"-2c6c82a0"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2c6c82a0" */;
let vErrors = null;
let errors = 0;
if("VT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

__validators["6a72c2fb"] = validate58;
const schema75 = {"const":"VI","title":"caption.virginIslands","$id":"6a72c2fb"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a72c2fb" */;
let vErrors = null;
let errors = 0;
if("VI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

__validators["-64896787"] = validate59;
const schema76 = {"const":"VA","title":"caption.virginia","$id":"-64896787"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-64896787" */;
let vErrors = null;
let errors = 0;
if("VA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

__validators["-3171c1b"] = validate60;
const schema77 = {"const":"WA","title":"caption.washington","$id":"-3171c1b"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3171c1b" */;
let vErrors = null;
let errors = 0;
if("WA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

__validators["-2b4bc6ac"] = validate61;
const schema78 = {"const":"WV","title":"caption.westVirginia","$id":"-2b4bc6ac"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2b4bc6ac" */;
let vErrors = null;
let errors = 0;
if("WV" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WV"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

__validators["-359194e0"] = validate62;
const schema79 = {"const":"WI","title":"caption.wisconsin","$id":"-359194e0"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-359194e0" */;
let vErrors = null;
let errors = 0;
if("WI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}

__validators["-4a5bdfa5"] = validate63;
const schema80 = {"const":"WY","title":"caption.wyoming","$id":"-4a5bdfa5"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4a5bdfa5" */;
let vErrors = null;
let errors = 0;
if("WY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
