// generated - do not edit: written by `npm run gen` from schemas/models/registration.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/registration.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/registration.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/registration.json","title":"registration.title","description":"The registration form. Section 1 (Login Information) so far.","type":"object","required":["firstName","lastName","username","password","confirmPassword"],"properties":{"firstName":{"$ref":"#/definitions/person-name","title":"caption.firstName"},"lastName":{"$ref":"#/definitions/person-name","title":"caption.lastName"},"username":{"$ref":"#/definitions/username","title":"caption.usernameEmailAddress"},"password":{"$ref":"#/definitions/password"},"confirmPassword":{"$ref":"#/definitions/password-confirmation"}},"equalsField":[{"field":"confirmPassword","other":"password","messageId":"password.mismatch"}],"excludesFieldValues":[{"field":"password","others":["firstName","lastName","username"],"messageId":"password.rule.notContain"}],"differsFromFields":[{"field":"password","others":["username"],"messageId":"password.rule.differs"}],"definitions":{"person-name":{"title":"caption.name","description":"A person's first or last name.","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"examples":["Al","Mary-Jane","O'Brien","de la Cruz Jr.","Abcdefghijklmnopqrstuvwxy"],"invalidExamples":[{"value":"A","messageId":"field.lengthBetween"},{"value":"Abcdefghijklmnopqrstuvwxyz","messageId":"field.lengthBetween"},{"value":"R2D2","messageId":"name.characters"}],"validCharacters":true},"username":{"title":"caption.username","description":"The sign-in name: an e-mail address.","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"examples":["pat.lee@clinic.example.org"],"invalidExamples":[{"value":"patlee","messageId":"username.invalid"}],"validCharacters":true},"password":{"title":"caption.password","description":"Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.","type":"string","minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"examples":["Pasw0rdX","Kb7mQz2wLp9rTx4"],"invalidExamples":[{"value":"pasw0rdx","messageId":"password.rule.uppercase"},{"value":"PASW0RDX","messageId":"password.rule.lowercase"},{"value":"PaswordXy","messageId":"password.rule.digit"},{"value":"Pasw0rd X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Pasw0rd'X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Passw0rdX","messageId":"password.rule.noRepeats"}],"validCharacters":true},"password-confirmation":{"title":"caption.confirmPassword","description":"The password typed a second time; the model declares which field it must equal.","type":"string","messages":{"required":"field.required"},"examples":["Pasw0rdX"],"validCharacters":true}}};
const schema28 = {"title":"caption.name","description":"A person's first or last name.","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"examples":["Al","Mary-Jane","O'Brien","de la Cruz Jr.","Abcdefghijklmnopqrstuvwxy"],"invalidExamples":[{"value":"A","messageId":"field.lengthBetween"},{"value":"Abcdefghijklmnopqrstuvwxyz","messageId":"field.lengthBetween"},{"value":"R2D2","messageId":"name.characters"}],"validCharacters":true};
const schema30 = {"title":"caption.username","description":"The sign-in name: an e-mail address.","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"examples":["pat.lee@clinic.example.org"],"invalidExamples":[{"value":"patlee","messageId":"username.invalid"}],"validCharacters":true};
const schema31 = {"title":"caption.password","description":"Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.","type":"string","minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"examples":["Pasw0rdX","Kb7mQz2wLp9rTx4"],"invalidExamples":[{"value":"pasw0rdx","messageId":"password.rule.uppercase"},{"value":"PASW0RDX","messageId":"password.rule.lowercase"},{"value":"PaswordXy","messageId":"password.rule.digit"},{"value":"Pasw0rd X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Pasw0rd'X","messageId":"password.rule.noSpacesOrQuotes"},{"value":"Passw0rdX","messageId":"password.rule.noRepeats"}],"validCharacters":true};
const schema32 = {"title":"caption.confirmPassword","description":"The password typed a second time; the model declares which field it must equal.","type":"string","messages":{"required":"field.required"},"examples":["Pasw0rdX"],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");
const pattern6 = new RegExp("[A-Z]", "u");
const pattern7 = new RegExp("[a-z]", "u");
const pattern8 = new RegExp("[0-9]", "u");
const pattern9 = new RegExp("^[^\\s'\"]*$", "u");
const pattern10 = new RegExp("(.)\\1", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/registration.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.username === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.confirmPassword === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmPassword"},message:"must have required property '"+"confirmPassword"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func2(data0) > 25){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data0) < 2){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data0)){
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"},message:"must match pattern \""+"^[A-Za-z`',\\-._ ]*$"+"\"",schema:"^[A-Za-z`',\\-._ ]*$",parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(pattern1.test(data0)){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func2(data1) > 25){
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data1) < 2){
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"},message:"must match pattern \""+"^[A-Za-z`',\\-._ ]*$"+"\"",schema:"^[A-Za-z`',\\-._ ]*$",parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data1)){
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"},message:"must not contain control characters",schema:true,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.username !== undefined){
let data2 = data.username;
if(typeof data2 === "string"){
if(func2(data2) > 150){
const err15 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema30,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data2)){
const err16 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"},message:"must match pattern \""+"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"+"\"",schema:"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",parentSchema:schema30,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(pattern1.test(data2)){
const err17 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/validCharacters",keyword:"validCharacters",params:{messageId: "username.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema30,data:data2};
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
const err18 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.type,parentSchema:schema30,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.password !== undefined){
let data3 = data.password;
if(typeof data3 === "string"){
if(func2(data3) > 15){
const err19 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func2(data3) < 8){
const err20 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters",schema:8,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern6.test(data3)){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"},message:"must match the pattern rule",schema:schema31.patternRules,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern7.test(data3)){
const err22 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"},message:"must match the pattern rule",schema:schema31.patternRules,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern8.test(data3)){
const err23 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"},message:"must match the pattern rule",schema:schema31.patternRules,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern9.test(data3)){
const err24 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.noSpacesOrQuotes", pattern: "^[^\\s'\"]*$"},message:"must match the pattern rule",schema:schema31.patternRules,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(pattern10.test(data3)){
const err25 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/noRepeatedCharacters",keyword:"noRepeatedCharacters",params:{},message:"must not repeat a character consecutively",schema:true,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern1.test(data3)){
const err26 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema31,data:data3};
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
const err27 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.confirmPassword !== undefined){
let data4 = data.confirmPassword;
if(typeof data4 === "string"){
if(pattern1.test(data4)){
const err28 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema32,data:data4};
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
const err29 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["confirmPassword"] !== undefined && data["confirmPassword"] !== data["password"]){
const err30 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/equalsField",keyword:"equalsField",params:{messageId: "password.mismatch", other: "password"},message:"must equal another field",schema:schema27.equalsField,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["firstName"] == "string" && data["firstName"].length > 0 && data["password"].length >= data["firstName"].length && data["password"].toLowerCase().includes(data["firstName"].toLowerCase())){
const err31 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "firstName"},message:"must not contain another field",schema:schema27.excludesFieldValues,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["lastName"] == "string" && data["lastName"].length > 0 && data["password"].length >= data["lastName"].length && data["password"].toLowerCase().includes(data["lastName"].toLowerCase())){
const err32 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "lastName"},message:"must not contain another field",schema:schema27.excludesFieldValues,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["username"] == "string" && data["username"].length > 0 && data["password"].length >= data["username"].length && data["password"].toLowerCase().includes(data["username"].toLowerCase())){
const err33 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "username"},message:"must not contain another field",schema:schema27.excludesFieldValues,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["username"] == "string" && data["password"].toLowerCase() === data["username"].toLowerCase()){
const err34 = {instancePath:instancePath+"/password",schemaPath:"#/differsFromFields",keyword:"differsFromFields",params:{messageId: "password.rule.differs", other: "username"},message:"must differ from another field",schema:schema27.differsFromFields,parentSchema:schema27,data};
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
