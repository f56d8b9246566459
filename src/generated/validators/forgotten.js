// generated - do not edit: written by `npm run gen` from schemas/models/forgotten.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/forgotten.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/forgotten.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/forgotten.json","title":"accountAccess.title","type":"object","required":["helpType","identifyBy","emailAddress"],"properties":{"helpType":{"title":"caption.helpType","type":"integer","oneOf":[{"const":1,"title":"caption.helpType.password"},{"const":2,"title":"caption.helpType.username"},{"const":3,"title":"caption.helpType.unlock"}],"messages":{"required":"field.required"}},"identifyBy":{"title":"caption.identifyBy","type":"string","oneOf":[{"const":"name","title":"caption.identifyBy.name"},{"const":"username","title":"caption.identifyBy.username"}],"messages":{"required":"field.required"},"validCharacters":true},"firstName":{"$ref":"#/definitions/person-name","title":"caption.firstName"},"lastName":{"$ref":"#/definitions/person-name","title":"caption.lastName"},"userName":{"$ref":"#/definitions/forgotten-username"},"emailAddress":{"$ref":"#/definitions/email","title":"caption.emailAddress"},"reset":{"title":"caption.resetMethod","type":"string","oneOf":[{"const":"email","title":"caption.resetMethod.email"},{"const":"questions","title":"caption.resetMethod.questions"}],"messages":{"required":"field.required"},"validCharacters":true}},"additionalProperties":false,"allOf":[{"if":{"type":"object","properties":{"identifyBy":{"const":"username"}},"required":["identifyBy"]},"then":{"type":"object","required":["userName"]},"else":{"type":"object","required":["firstName","lastName"]}}],"definitions":{"person-name":{"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true},"forgotten-username":{"title":"caption.username","type":"string","minLength":4,"maxLength":15,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"field.alphanumeric"},"validCharacters":true},"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true};
const schema30 = {"title":"caption.username","type":"string","minLength":4,"maxLength":15,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"field.alphanumeric"},"validCharacters":true};
const schema31 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9]*$", "u");
const pattern7 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/forgotten.json" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifyBy === undefined) && (missing0 = "identifyBy")){
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
if(data.identifyBy !== undefined){
if("username" !== data.identifyBy){
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
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "userName"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
ifClause0 = "then";
}
else {
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "firstName"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.lastName === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "lastName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath,schemaPath:"#/allOf/0/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
ifClause0 = "else";
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.helpType === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "helpType"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.identifyBy === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifyBy"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.emailAddress === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailAddress"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "helpType") || (key0 === "identifyBy")) || (key0 === "firstName")) || (key0 === "lastName")) || (key0 === "userName")) || (key0 === "emailAddress")) || (key0 === "reset"))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.helpType !== undefined){
let data1 = data.helpType;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err13 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs14 = errors;
let valid4 = false;
let passing0 = null;
const _errs15 = errors;
if(1 !== data1){
const err14 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs16 = errors;
if(2 !== data1){
const err15 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
const _errs17 = errors;
if(3 !== data1){
const err16 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf/2/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid4 = true;
passing0 = 2;
}
}
}
if(!valid4){
const err17 = {instancePath:instancePath+"/helpType",schemaPath:"#/properties/helpType/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.identifyBy !== undefined){
let data2 = data.identifyBy;
const _errs21 = errors;
let valid5 = false;
let passing1 = null;
const _errs22 = errors;
if("name" !== data2){
const err18 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/oneOf/0/const",keyword:"const",params:{allowedValue: "name"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2){
valid5 = true;
passing1 = 0;
}
const _errs23 = errors;
if("username" !== data2){
const err19 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/oneOf/1/const",keyword:"const",params:{allowedValue: "username"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err20 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(pattern0.test(data2)){
const err21 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.firstName !== undefined){
let data3 = data.firstName;
if(typeof data3 === "string"){
if(func2(data3) > 25){
const err23 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data3) < 2){
const err24 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern1.test(data3)){
const err25 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern0.test(data3)){
const err26 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
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
const err27 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.lastName !== undefined){
let data4 = data.lastName;
if(typeof data4 === "string"){
if(func2(data4) > 25){
const err28 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func2(data4) < 2){
const err29 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data4)){
const err30 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(pattern0.test(data4)){
const err31 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.userName !== undefined){
let data5 = data.userName;
if(typeof data5 === "string"){
if(func2(data5) > 15){
const err33 = {instancePath:instancePath+"/userName",schemaPath:"#/definitions/forgotten-username/maxLength",keyword:"maxLength",params:{limit: 15}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func2(data5) < 4){
const err34 = {instancePath:instancePath+"/userName",schemaPath:"#/definitions/forgotten-username/minLength",keyword:"minLength",params:{limit: 4}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern5.test(data5)){
const err35 = {instancePath:instancePath+"/userName",schemaPath:"#/definitions/forgotten-username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]*$"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(pattern0.test(data5)){
const err36 = {instancePath:instancePath+"/userName",schemaPath:"#/definitions/forgotten-username/validCharacters",keyword:"validCharacters",params:{messageId: "field.alphanumeric"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/userName",schemaPath:"#/definitions/forgotten-username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data6 = data.emailAddress;
if(typeof data6 === "string"){
if(func2(data6) > 75){
const err38 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func2(data6) < 6){
const err39 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern7.test(data6)){
const err40 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(pattern0.test(data6)){
const err41 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.reset !== undefined){
let data7 = data.reset;
const _errs43 = errors;
let valid10 = false;
let passing2 = null;
const _errs44 = errors;
if("email" !== data7){
const err43 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/oneOf/0/const",keyword:"const",params:{allowedValue: "email"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs44 === errors;
if(_valid3){
valid10 = true;
passing2 = 0;
}
const _errs45 = errors;
if("questions" !== data7){
const err44 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/oneOf/1/const",keyword:"const",params:{allowedValue: "questions"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs45 === errors;
if(_valid3 && valid10){
valid10 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid10 = true;
passing2 = 1;
}
}
if(!valid10){
const err45 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/oneOf",keyword:"oneOf",params:{passingSchemas: passing2}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
if(typeof data7 === "string"){
if(pattern0.test(data7)){
const err46 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-6444da88"] = validate11;
const schema32 = {"type":"object","properties":{"identifyBy":{"const":"username"}},"required":["identifyBy"],"$id":"-6444da88"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6444da88" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.identifyBy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifyBy"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.identifyBy !== undefined){
if("username" !== data.identifyBy){
const err1 = {instancePath:instancePath+"/identifyBy",schemaPath:"#/properties/identifyBy/const",keyword:"const",params:{allowedValue: "username"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["-7c186644"] = validate12;
const schema33 = {"const":1,"title":"caption.helpType.password","$id":"-7c186644"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7c186644" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
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

__validators["241f61d6"] = validate13;
const schema34 = {"const":2,"title":"caption.helpType.username","$id":"241f61d6"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="241f61d6" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
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

__validators["-341bd9d"] = validate14;
const schema35 = {"const":3,"title":"caption.helpType.unlock","$id":"-341bd9d"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-341bd9d" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3}};
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

__validators["69c13e78"] = validate15;
const schema36 = {"const":"name","title":"caption.identifyBy.name","$id":"69c13e78"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="69c13e78" */;
let vErrors = null;
let errors = 0;
if("name" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "name"}};
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

__validators["38ffbd4e"] = validate16;
const schema37 = {"const":"username","title":"caption.identifyBy.username","$id":"38ffbd4e"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="38ffbd4e" */;
let vErrors = null;
let errors = 0;
if("username" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "username"}};
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

__validators["489834d5"] = validate17;
const schema38 = {"const":"email","title":"caption.resetMethod.email","$id":"489834d5"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="489834d5" */;
let vErrors = null;
let errors = 0;
if("email" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "email"}};
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

__validators["-547c5d49"] = validate18;
const schema39 = {"const":"questions","title":"caption.resetMethod.questions","$id":"-547c5d49"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-547c5d49" */;
let vErrors = null;
let errors = 0;
if("questions" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "questions"}};
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
