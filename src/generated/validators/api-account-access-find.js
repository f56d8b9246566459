// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-find.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-find.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-find.json","title":"caption.findAccount","type":"object","required":["emailAddress"],"properties":{"firstName":{"title":"caption.firstName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"lastName":{"title":"caption.lastName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"userName":{"title":"caption.username","type":"string","maxLength":150,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"emailAddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"}},"additionalProperties":false,"if":{"type":"object","required":["userName"],"properties":{"userName":{"type":"string","minLength":1}}},"then":{"properties":{"userName":{"type":"string","minLength":4,"messages":{"minLength":"field.minLength"},"validCharacters":true}}},"else":{"required":["firstName","lastName"],"properties":{"firstName":{"$ref":"#/definitions/person-name"},"lastName":{"$ref":"#/definitions/person-name"}}},"definitions":{"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true},"person-name":{"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true}}};
const schema28 = {"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true};
const schema30 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern8 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-find.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userName === undefined) && (missing0 = "userName")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.userName !== undefined){
let data0 = data.userName;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
}
else {
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName !== undefined){
let data1 = data.userName;
if(typeof data1 === "string"){
if(func2(data1) < 4){
const err4 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/minLength",keyword:"minLength",params:{limit: 4}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid0 = _errs7 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err7 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "firstName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.lastName === undefined){
const err8 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "lastName"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.firstName !== undefined){
let data2 = data.firstName;
if(typeof data2 === "string"){
if(func2(data2) > 25){
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data2) < 2){
const err10 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern1.test(data2)){
const err11 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.lastName !== undefined){
let data3 = data.lastName;
if(typeof data3 === "string"){
if(func2(data3) > 25){
const err14 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data3) < 2){
const err15 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern1.test(data3)){
const err16 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(pattern0.test(data3)){
const err17 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid0 = _errs11 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err19 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emailAddress === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailAddress"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "firstName") || (key0 === "lastName")) || (key0 === "userName")) || (key0 === "emailAddress"))){
const err21 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.firstName !== undefined){
let data4 = data.firstName;
if(typeof data4 === "string"){
if(func2(data4) > 25){
const err22 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(pattern0.test(data4)){
const err23 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.lastName !== undefined){
let data5 = data.lastName;
if(typeof data5 === "string"){
if(func2(data5) > 25){
const err25 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern0.test(data5)){
const err26 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.userName !== undefined){
let data6 = data.userName;
if(typeof data6 === "string"){
if(func2(data6) > 150){
const err28 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(pattern0.test(data6)){
const err29 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data7 = data.emailAddress;
if(typeof data7 === "string"){
if(func2(data7) > 75){
const err31 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func2(data7) < 6){
const err32 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern8.test(data7)){
const err33 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern0.test(data7)){
const err34 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["599b4ae9"] = validate11;
const schema31 = {"type":"object","required":["userName"],"properties":{"userName":{"type":"string","minLength":1}},"$id":"599b4ae9"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="599b4ae9" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userName !== undefined){
let data0 = data.userName;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}
