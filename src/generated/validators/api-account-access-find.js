// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-find.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-find.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-find.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-find.json","title":"caption.findAccount","description":"POST /api/user/find: step 1 of account access. The user is identified by username and e-mail when a username is given, else by first name, last name and e-mail. The username may be an e-mail address (every registered username is one) or the 4-15 letters and digits of the forgotten form, so only its minimum and the username maximum apply here.","type":"object","required":["emailAddress"],"properties":{"firstName":{"title":"caption.firstName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"examples":["Pat"],"validCharacters":true},"lastName":{"title":"caption.lastName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"examples":["Lee"],"validCharacters":true},"userName":{"title":"caption.username","type":"string","maxLength":150,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"emailAddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"}},"additionalProperties":false,"if":{"required":["userName"],"properties":{"userName":{"type":"string","minLength":1}}},"then":{"properties":{"userName":{"type":"string","minLength":4,"messages":{"minLength":"field.minLength"},"validCharacters":true}}},"else":{"required":["firstName","lastName"],"properties":{"firstName":{"$ref":"#/definitions/person-name"},"lastName":{"$ref":"#/definitions/person-name"}}},"examples":[{"firstName":"Pat","lastName":"Lee","userName":"","emailAddress":"pat.lee@clinic.example.org"},{"userName":"pat.lee@clinic.example.org","emailAddress":"pat.lee@clinic.example.org"}],"invalidExamples":[{"value":{"userName":"","emailAddress":"pat.lee@clinic.example.org"},"messageId":"field.required","path":"/firstName"},{"value":{"userName":"abc","emailAddress":"pat.lee@clinic.example.org"},"messageId":"field.minLength","path":"/userName"},{"value":{"firstName":"P","lastName":"Lee","emailAddress":"pat.lee@clinic.example.org"},"messageId":"field.lengthBetween","path":"/firstName"},{"value":{"userName":"patlee","emailAddress":"pat"},"messageId":"field.lengthBetween","path":"/emailAddress"}],"definitions":{"email":{"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true},"person-name":{"title":"caption.name","description":"A person's first or last name.","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"examples":["Al","Mary-Jane","O'Brien","de la Cruz Jr.","Abcdefghijklmnopqrstuvwxy"],"invalidExamples":[{"value":"A","messageId":"field.lengthBetween"},{"value":"Abcdefghijklmnopqrstuvwxyz","messageId":"field.lengthBetween"},{"value":"R2D2","messageId":"name.characters"}],"validCharacters":true}}};
const schema28 = {"title":"caption.name","description":"A person's first or last name.","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"examples":["Al","Mary-Jane","O'Brien","de la Cruz Jr.","Abcdefghijklmnopqrstuvwxy"],"invalidExamples":[{"value":"A","messageId":"field.lengthBetween"},{"value":"Abcdefghijklmnopqrstuvwxyz","messageId":"field.lengthBetween"},{"value":"R2D2","messageId":"name.characters"}],"validCharacters":true};
const schema30 = {"title":"caption.email","description":"A contact e-mail address.","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"examples":["a@b.co","pat.lee@clinic.example.org"],"invalidExamples":[{"value":"a@b.c","messageId":"field.lengthBetween"},{"value":"pat.lee.clinic.example","messageId":"email.invalid"}],"validCharacters":true};
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
const _errs4 = errors;
if(errors === _errs4){
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
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName !== undefined){
let data1 = data.userName;
if(typeof data1 === "string"){
if(func2(data1) < 4){
const err3 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters",schema:4,parentSchema:schema27.then.properties.userName,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.then.properties.userName,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/userName",schemaPath:"#/then/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.then.properties.userName.type,parentSchema:schema27.then.properties.userName,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err6 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema27.else.required,parentSchema:schema27.else,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.lastName === undefined){
const err7 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'",schema:schema27.else.required,parentSchema:schema27.else,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.firstName !== undefined){
let data2 = data.firstName;
if(typeof data2 === "string"){
if(func2(data2) > 25){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data2) < 2){
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"},message:"must match pattern \""+"^[A-Za-z`',\\-._ ]*$"+"\"",schema:"^[A-Za-z`',\\-._ ]*$",parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lastName !== undefined){
let data3 = data.lastName;
if(typeof data3 === "string"){
if(func2(data3) > 25){
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data3) < 2){
const err14 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern1.test(data3)){
const err15 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"},message:"must match pattern \""+"^[A-Za-z`',\\-._ ]*$"+"\"",schema:"^[A-Za-z`',\\-._ ]*$",parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(pattern0.test(data3)){
const err16 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var _valid0 = _errs10 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err18 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema27.if,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emailAddress === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailAddress"},message:"must have required property '"+"emailAddress"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "firstName") || (key0 === "lastName")) || (key0 === "userName")) || (key0 === "emailAddress"))){
const err20 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.firstName !== undefined){
let data4 = data.firstName;
if(typeof data4 === "string"){
if(func2(data4) > 25){
const err21 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema27.properties.firstName,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern0.test(data4)){
const err22 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.firstName,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.firstName.type,parentSchema:schema27.properties.firstName,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.lastName !== undefined){
let data5 = data.lastName;
if(typeof data5 === "string"){
if(func2(data5) > 25){
const err24 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema27.properties.lastName,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(pattern0.test(data5)){
const err25 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.lastName,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.lastName.type,parentSchema:schema27.properties.lastName,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.userName !== undefined){
let data6 = data.userName;
if(typeof data6 === "string"){
if(func2(data6) > 150){
const err27 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema27.properties.userName,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(pattern0.test(data6)){
const err28 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.userName,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.userName.type,parentSchema:schema27.properties.userName,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data7 = data.emailAddress;
if(typeof data7 === "string"){
if(func2(data7) > 75){
const err30 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters",schema:75,parentSchema:schema30,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func2(data7) < 6){
const err31 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema30,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern8.test(data7)){
const err32 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"},message:"must match pattern \""+"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"+"\"",schema:"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",parentSchema:schema30,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(pattern0.test(data7)){
const err33 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema30,data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.type,parentSchema:schema30,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-7e62c3ce"] = validate11;
const schema31 = {"required":["userName"],"properties":{"userName":{"type":"string","minLength":1}},"$id":"-7e62c3ce"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7e62c3ce" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"},message:"must have required property '"+"userName"+"'",schema:schema31.required,parentSchema:schema31,data};
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
const err1 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.userName,data:data0};
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
const err2 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.userName.type,parentSchema:schema31.properties.userName,data:data0};
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
validate11.errors = vErrors;
return errors === 0;
}
